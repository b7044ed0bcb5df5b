import { describe, expect, it } from 'vitest';
import { cardDescription, unitPriceLabel } from './display';

describe('tool card display', () => {
  it('keeps a description of 150 characters or fewer whole', () => {
    const text = 'b'.repeat(150);
    expect(cardDescription(text)).toBe(text);
  });

  it('cuts a longer description to 150 characters followed by "…"', () => {
    const text = `${'a'.repeat(150)}this part is cut`;
    expect(cardDescription(text)).toBe(`${'a'.repeat(150)}…`);
  });

  it('never cuts a character in half', () => {
    const text = '🖌'.repeat(151);
    expect(cardDescription(text)).toBe(`${'🖌'.repeat(150)}…`);
  });

  it('shows the price per unit', () => {
    expect(unitPriceLabel(12)).toBe('$12/unit');
    expect(unitPriceLabel(1200)).toBe('$1,200/unit');
    expect(unitPriceLabel(12.5)).toBe('$12.50/unit');
  });
});
