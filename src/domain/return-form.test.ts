import { describe, expect, it } from 'vitest';
import { checkReturnForm } from './return-form';

describe('checkReturnForm', () => {
  it('sends the lines with a quantity, skipping blank and zero ones', () => {
    expect(checkReturnForm({ quantities: ['', '2', '0'], reason: ' Too big ' })).toEqual({
      ok: true,
      value: { reason: 'Too big', lines: [{ line: 1, qty: 2 }] },
    });
  });

  it('says what is missing or wrong, as the API would', () => {
    expect(checkReturnForm({ quantities: ['', ''], reason: 'Too big' })).toEqual({
      ok: false,
      error: 'Choose at least one line to return',
    });
    expect(checkReturnForm({ quantities: ['1'], reason: '' })).toEqual({
      ok: false,
      error: 'Reason is Required',
    });
    expect(checkReturnForm({ quantities: ['1.5'], reason: 'x' })).toEqual({
      ok: false,
      error: 'Quantity must be a whole number',
    });
  });
});
