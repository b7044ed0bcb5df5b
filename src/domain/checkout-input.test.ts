import { describe, expect, it } from 'vitest';
import { CheckoutInputSchema } from './checkout-input';
import { parseInput } from './parse';

const checkout = {
  lines: [{ toolId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5', qty: 10 }],
  name: 'Casey Customer',
  address: '1 Brush Lane, Dayton OH',
  phone: '+1 555-0100',
};
const messageOf = (input: unknown) => {
  const parsed = parseInput(CheckoutInputSchema, input);
  return parsed.ok ? undefined : parsed.message;
};

describe('a checkout as the browser sends it', () => {
  it('takes the cart’s lines with the delivery details', () => {
    expect(parseInput(CheckoutInputSchema, checkout)).toEqual({ ok: true, value: checkout });
  });

  it('asks for at least one tool', () => {
    expect(messageOf({ ...checkout, lines: [] })).toBe('Add at least one tool to check out');
  });

  it('says a line must be an object of a tool and its quantity', () => {
    for (const line of ['brush', 7, null, []]) {
      expect(messageOf({ ...checkout, lines: [line] })).toBe(
        'Each line must be an object with toolId and qty',
      );
    }
  });

  it.each([
    [{ name: ' ' }, 'Name is Required'],
    [{ name: 7 }, 'Name must be text'],
    [{ name: 'n'.repeat(81) }, 'Name must be 80 characters or fewer'],
    [{ address: '' }, 'Address is Required'],
    [{ address: ['1 Brush Lane'] }, 'Address must be text'],
    [{ address: 'a'.repeat(201) }, 'Address must be 200 characters or fewer'],
  ])('refuses %o, saying why', (change, message) => {
    expect(messageOf({ ...checkout, ...change })).toBe(message);
  });
});
