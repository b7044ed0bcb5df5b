import { describe, expect, it } from 'vitest';
import { EmailSchema, IdSchema, optionalText, requiredText, wholeNumber } from './fields';
import { parseInput } from './parse';

const messageOf = (result: ReturnType<typeof parseInput>) =>
  result.ok ? undefined : result.message;

describe('text fields', () => {
  const Address = requiredText('Address is Required', 10, 'Address');
  const Note = optionalText(5, 'Note');

  it('trim, and say in the field’s words what is wrong', () => {
    expect(parseInput(Address, '  1 Lane  ')).toEqual({ ok: true, value: '1 Lane' });
    expect(messageOf(parseInput(Address, '   '))).toBe('Address is Required');
    expect(messageOf(parseInput(Address, 42))).toBe('Address must be text');
    expect(messageOf(parseInput(Address, 'x'.repeat(11)))).toBe(
      'Address must be 10 characters or fewer',
    );
    expect(parseInput(Note, undefined)).toEqual({ ok: true, value: undefined });
    expect(messageOf(parseInput(Note, ['x']))).toBe('Note must be text');
    expect(messageOf(parseInput(Note, 'x'.repeat(6)))).toBe('Note must be 5 characters or fewer');
  });
});

describe('whole numbers', () => {
  const Quantity = wholeNumber('Quantity', 1);

  it.each([
    [1_000_000_000, { ok: true, value: 1_000_000_000 }],
    ['12', { ok: true, value: 12 }],
  ])('accept %j', (input, result) => {
    expect(parseInput(Quantity, input)).toEqual(result);
  });

  it.each([
    [1_000_000_001, 'Quantity is too large'],
    ['1000000001', 'Quantity is too large'],
    [0, 'Quantity must be at least 1'],
    [1.5, 'Quantity must be a whole number'],
    [Number.NaN, 'Quantity must be a number'],
    [true, 'Quantity must be a number'],
    ['', 'Quantity is Required'],
  ])('refuse %j with "%s"', (input, message) => {
    expect(messageOf(parseInput(Quantity, input))).toBe(message);
  });
});

describe('ids and e-mail addresses', () => {
  it('refuse an id that is not a uuid string', () => {
    expect(messageOf(parseInput(IdSchema, 42))).toBe('That id is not valid');
    expect(messageOf(parseInput(IdSchema, 'abc'))).toBe('That id is not valid');
  });

  it('write an id in lower case, as the database does, whatever case it came in', () => {
    const id = '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01';
    expect(parseInput(IdSchema, id.toUpperCase())).toEqual({ ok: true, value: id });
    expect(parseInput(IdSchema, '3F6D0c1e-8A4B-4c2d-9E1F-0a1b2c3d4e01')).toEqual({
      ok: true,
      value: id,
    });
  });

  it('refuse an e-mail address that is missing, not text, malformed or too long', () => {
    expect(messageOf(parseInput(EmailSchema, ' '))).toBe('Email is Required');
    expect(messageOf(parseInput(EmailSchema, 42))).toBe('Email is Required');
    expect(messageOf(parseInput(EmailSchema, 'a@b'))).toBe('Provide a valid Email');
    const long = `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(4)}com`;
    expect(long.length).toBeGreaterThan(254);
    expect(messageOf(parseInput(EmailSchema, long))).toBe('Provide a valid Email');
    expect(parseInput(EmailSchema, ' ann@paintco.test ')).toEqual({
      ok: true,
      value: 'ann@paintco.test',
    });
  });
});
