// Every text/background pair the components use must meet WCAG AA: 4.5:1 for text,
// 3:1 for focus rings and control borders (WCAG 1.4.11). A token change that breaks
// a pair fails here before a designer or an axe scan has to notice.
import { describe, expect, it } from 'vitest';
import { lightTokens } from './tokens';

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const { color } = lightTokens;
const text = 4.5;
const nonText = 3;

const pairs: ReadonlyArray<[string, string, string, number]> = [
  ['body text', color.text, color.surface, text],
  ['body text on muted surface', color.text, color.surfaceMuted, text],
  ['muted text', color.textMuted, color.surface, text],
  ['muted text on muted surface', color.textMuted, color.surfaceMuted, text],
  ['accent link text', color.accent, color.surface, text],
  ['primary button', color.onAccent, color.accent, text],
  ['primary button hovered', color.onAccent, color.accentHover, text],
  ['danger button', color.onDanger, color.danger, text],
  ['danger button hovered', color.onDanger, color.dangerHover, text],
  ['error message', color.danger, color.surface, text],
  ['danger menu item, highlighted', color.danger, color.surfaceMuted, text],
  ['focus ring on a highlighted menu item', color.focusRing, color.surfaceMuted, nonText],
  ['navbar text', color.onInk, color.ink, text],
  ['navbar muted text', color.onInkMuted, color.ink, text],
  ['navbar accent', color.accentSoft, color.ink, text],
  ['focus ring', color.focusRing, color.surface, nonText],
  ['focus ring on navbar', color.accentSoft, color.ink, nonText],
  ['control border', color.border, color.surface, nonText],
];

describe('light theme contrast', () => {
  it.each(pairs)('%s meets its minimum', (_name, foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it('computes the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
