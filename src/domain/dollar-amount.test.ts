import { describe, expect, it } from 'vitest';
import { isWholeCents, parseDollarAmount } from './dollar-amount';

describe('a dollar amount', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12.50', 12.5],
    [' 0.05 ', 0.05],
    ['0', 0],
    [12.5, 12.5],
  ])('reads %o as %d', (raw, amount) => {
    expect(parseDollarAmount(raw)).toBe(amount);
  });

  it.each([
    '',
    'ten',
    '12.505',
    '12.',
    '.5',
    '-1',
    '1e3',
    '0x10',
    '$12',
    '1,000',
    '+7',
    12.505,
    -1,
  ])('refuses %o', (raw) => {
    expect(parseDollarAmount(raw)).toBeUndefined();
  });

  it('counts whole cents only', () => {
    expect(isWholeCents(1090.8)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
  });
});
