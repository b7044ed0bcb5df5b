import { describe, expect, it } from 'vitest';
import {
  orderNumberLabel,
  PaymentIntentInputSchema,
  PayOrderInputSchema,
  PlaceOrderInputSchema,
} from './order';
import { parseInput } from './parse';

const toolId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const order = {
  toolId,
  toolQty: 60,
  name: 'Casey Customer',
  address: '1 Brush Lane, Dayton OH',
  phone: '+1 555-0100',
};

describe('place-order input', () => {
  it('accepts the order form', () => {
    expect(parseInput(PlaceOrderInputSchema, order)).toEqual({ ok: true, value: order });
  });

  it("accepts the spec's tool fields so old clients work (the server ignores them)", () => {
    const result = parseInput(PlaceOrderInputSchema, {
      ...order,
      toolName: 'Roller',
      toolPrice: 1,
      toolImg: 'x',
      email: 'casey@paintco.test',
    });
    expect(result.ok).toBe(true);
  });

  it('refuses a forged paid flag or status', () => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, paid: true })).toMatchObject({
      ok: false,
      message: '"paid" is not an accepted field',
    });
    expect(parseInput(PlaceOrderInputSchema, { ...order, status: 'shipped' }).ok).toBe(false);
  });

  it.each([
    ['toolId', 'abc', 'That id is not valid'],
    ['toolQty', 'lots', 'Quantity must be a number'],
    ['address', '', 'Address is Required'],
    ['phone', '', 'Phone is Required'],
    ['phone', 'call me', 'Provide a valid phone number'],
    ['name', '', 'Name is Required'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(parseInput(PlaceOrderInputSchema, { ...order, [field]: value })).toMatchObject({
      ok: false,
      fieldErrors: { [field]: message },
    });
  });
});

describe('payment inputs', () => {
  it('a payment intent is asked for an order id; a sent price is ignored', () => {
    expect(parseInput(PaymentIntentInputSchema, { orderId: toolId, toolPrice: 1 }).ok).toBe(true);
    expect(parseInput(PaymentIntentInputSchema, { orderId: 'nope' })).toMatchObject({
      ok: false,
      message: 'That id is not valid',
    });
  });

  it('paying an order needs a transaction id', () => {
    expect(parseInput(PayOrderInputSchema, { transactionId: 'pi_123', order: toolId }).ok).toBe(
      true,
    );
    expect(parseInput(PayOrderInputSchema, { transactionId: '' })).toMatchObject({
      ok: false,
      message: 'Transaction id is Required',
    });
    expect(parseInput(PayOrderInputSchema, { transactionId: 'pi', paid: true }).ok).toBe(false);
  });
});

describe('missing and malformed bodies', () => {
  it("names a missing field in the field's own words", () => {
    const { toolQty: _dropped, ...withoutQty } = order;
    expect(parseInput(PlaceOrderInputSchema, withoutQty)).toMatchObject({
      ok: false,
      message: 'Quantity is Required',
      fieldErrors: { toolQty: 'Quantity is Required' },
    });
    const { address: _gone, ...withoutAddress } = order;
    expect(parseInput(PlaceOrderInputSchema, withoutAddress)).toMatchObject({
      ok: false,
      message: 'Address is Required',
    });
  });

  it('refuses an array or a non-object body as a whole', () => {
    expect(parseInput(PlaceOrderInputSchema, [order])).toEqual({
      ok: false,
      message: 'The request body must be a JSON object',
      fieldErrors: {},
    });
    expect(parseInput(PlaceOrderInputSchema, 'order')).toMatchObject({
      ok: false,
      message: 'The request body must be a JSON object',
    });
  });
});

describe('orderNumberLabel', () => {
  it('writes an order number after a #', () => {
    expect(orderNumberLabel({ number: 1042 })).toBe('#1042');
  });
});
