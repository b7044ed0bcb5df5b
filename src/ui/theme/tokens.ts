// The light theme's values as a plain object: readable by tests (contrast checks) and by
// createGlobalTheme alike. Colour pairs meant to be read together are listed and checked
// against WCAG AA in contrast.test.ts.
import type { vars } from './contract.css';

type TokenValues<Contract> = {
  [Key in keyof Contract]: Contract[Key] extends string ? string : TokenValues<Contract[Key]>;
};

/** What a theme must supply: one string for every name in the contract. */
export type ThemeTokens = TokenValues<typeof vars>;

export const lightTokens = {
  color: {
    text: '#14213d',
    textMuted: '#4a5568',
    surface: '#ffffff',
    surfaceMuted: '#f4f5f7',
    border: '#767f8f',
    ink: '#14213d',
    onInk: '#ffffff',
    onInkMuted: '#c8d0e0',
    accent: '#c2410c',
    accentHover: '#9a3412',
    onAccent: '#ffffff',
    accentSoft: '#fdba74',
    danger: '#b42318',
    dangerHover: '#912018',
    onDanger: '#ffffff',
    focusRing: '#c2410c',
  },
  // A 4px grid: the key is the number of 4px steps.
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  radius: {
    control: '6px',
    card: '12px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  // One type scale, ratio about 1.25.
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5625rem',
    xxl: '1.953rem',
    display: '2.441rem',
  },
  fontWeight: {
    regular: '400',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    body: '1.5',
  },
  size: {
    // WCAG 2.5.5 target size: every control is at least 44px tall.
    control: '2.75rem',
    content: '72rem',
  },
  shadow: {
    card: '0 1px 2px rgb(20 33 61 / 0.08), 0 4px 12px rgb(20 33 61 / 0.08)',
  },
  motion: {
    fast: '120ms',
    base: '200ms',
  },
} satisfies ThemeTokens;
