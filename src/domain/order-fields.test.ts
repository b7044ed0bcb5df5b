// The text fields of the order inputs: their limits and the phone pattern, in the words a
// customer or an API caller reads.
import { describe, expect, it } from 'vitest';
import { OrderContactSchema, PayOrderInputSchema, PlaceOrderInputSchema } from './order';
import { parseInput } from './parse';

const order = {
  toolId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  toolQty: 60,
  name: 'Casey Customer',
  address: '1 Brush Lane, Dayton OH',
  phone: '+1 555-0100',
};

describe('order phone numbers', () => {
  it.each(['555 0100', '(614) 555-0142', '+44 20 7946 0958'])('accepts %j', (phone) => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, phone })).toEqual({
      ok: true,
      value: { ...order, phone },
    });
  });

  it.each(['call 555 0100', '555 0100 ext', '12345'])('refuses %j', (phone) => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, phone })).toMatchObject({
      ok: false,
      fieldErrors: { phone: 'Provide a valid phone number' },
    });
  });

  it('limits a phone number to 30 characters', () => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, phone: '5'.repeat(31) })).toMatchObject({
      ok: false,
      fieldErrors: { phone: 'Phone must be 30 characters or fewer' },
    });
  });
});

describe('order text limits', () => {
  it.each([
    ['name', 'x'.repeat(81), 'Name must be 80 characters or fewer'],
    ['address', 'x'.repeat(201), 'Address must be 200 characters or fewer'],
  ])('refuses a %s that is too long', (field, value, message) => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, [field]: value })).toMatchObject({
      ok: false,
      fieldErrors: { [field]: message },
    });
  });

  it('checks the order form’s address as the API does', () => {
    expect(
      parseInput(OrderContactSchema, { address: 'x'.repeat(201), phone: '555 0100' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { address: 'Address must be 200 characters or fewer' },
    });
  });

  it('limits a transaction id to 255 characters', () => {
    expect(parseInput(PayOrderInputSchema, { transactionId: 'x'.repeat(256) })).toMatchObject({
      ok: false,
      message: 'Transaction id must be 255 characters or fewer',
    });
  });
});
