// The theme contract: the names every style uses. Themes (tokens.ts) fill them in, so a
// second theme (dark, high contrast, a brand refresh) is one more object, not a rewrite.
import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    ink: null,
    onInk: null,
    onInkMuted: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    accentSoft: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    focusRing: null,
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  radius: {
    control: null,
    card: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    body: null,
  },
  size: {
    control: null,
    content: null,
  },
  shadow: {
    card: null,
  },
  motion: {
    fast: null,
    base: null,
  },
});
