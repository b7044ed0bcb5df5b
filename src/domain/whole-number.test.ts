import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { wholeNumber } from './fields';
import { parseWholeNumber } from './whole-number';

describe('a whole number', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['0', 0],
    [42, 42],
    [0, 0],
  ])('reads %j as %i', (raw, n) => {
    expect(parseWholeNumber(raw)).toBe(n);
  });

  // Number() reads each of these as a number nobody typed (16, 5, 15, 1000, 7, …).
  it.each([
    '0x10',
    '0b101',
    '0o17',
    '1e3',
    '+7',
    '-7',
    '7.0',
    '1.5',
    '1_000',
    'Infinity',
    '',
    '   ',
    '٣',
    '9007199254740993',
  ])('reads no whole number in %j', (raw) => {
    expect(parseWholeNumber(raw)).toBeUndefined();
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, true, null, undefined, [7], {}])(
    'reads no whole number in the value %s',
    (raw) => {
      expect(parseWholeNumber(raw)).toBeUndefined();
    },
  );
});

describe('the whole-number field of a form or a request', () => {
  const quantity = wholeNumber('Quantity', 1);
  const messageOf = (raw: unknown) => v.safeParse(quantity, raw).issues?.[0]?.message;

  it('takes digits or a number, from its minimum up', () => {
    expect(v.parse(quantity, ' 12 ')).toBe(12);
    expect(v.parse(quantity, 12)).toBe(12);
    expect(messageOf('0')).toBe('Quantity must be at least 1');
    expect(messageOf(1_000_000_001)).toBe('Quantity is too large');
  });

  it.each(['0x10', '0b101', '0o17', '1e3', '+7', '-7', '1.5'])('refuses %j: digits only', (raw) => {
    expect(messageOf(raw)).toBe('Quantity must be a whole number');
  });

  it('says words are no number, and an empty field is Required', () => {
    expect(messageOf('twelve')).toBe('Quantity must be a number');
    expect(messageOf('')).toBe('Quantity is Required');
    expect(messageOf(true)).toBe('Quantity must be a number');
    expect(messageOf(Number.NaN)).toBe('Quantity must be a number');
    expect(messageOf(Number.POSITIVE_INFINITY)).toBe('Quantity must be a number');
  });
});
