// When the store says no after every check passed, because someone else got there first:
// the customer or admin is told what changed, in the refusal's own words.
import type { AddressBook } from '../ports/address-book.port';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order';
import type { Tool } from '../../domain/tool';
import { describeRefusal } from '../refusals';
import type { OrderStore, PlaceResult } from '../ports/order-store.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import type { ToolCatalog } from '../ports/tool-catalog.port';
import { placeOrder } from './place-order';
import { removeOrder } from './remove-order';
import { shipOrder } from './ship-order';

const now = new Date('2026-06-15T12:00:00Z');
const customer = { email: 'casey@paintco.test', isAdmin: false, adminNeedsVerifiedEmail: false };
const admin = { email: 'ada@paintco.test', isAdmin: true, adminNeedsVerifiedEmail: false };

const tool: Tool = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Roller',
  img: '/images/roller.svg',
  description: 'Rolls paint.',
  minQty: 2,
  availableQty: 20,
  price: 15,
};

const order: Order = {
  _id: '00000000-0000-4000-8000-000000000001',
  number: 1001,
  createdAt: '2026-06-15T11:00:00.000Z',
  toolId: tool._id,
  toolName: tool.name,
  toolQty: 2,
  toolPrice: 30,
  toolImg: tool.img,
  lines: [
    { toolId: tool._id, toolName: tool.name, toolImg: tool.img, qty: 2, unitPrice: 15, total: 30 },
  ],
  name: 'Casey',
  email: customer.email,
  address: '1 Paint Street',
  phone: '555 0100',
  paid: false,
  status: 'unpaid',
};

/** A store that finds `found` and refuses every change, as if another request won. */
function storeThatLoses(
  found: Order,
  place: PlaceResult = { placed: false, reason: 'tool', toolId: tool._id },
) {
  const store: OrderStore = {
    place: async () => place,
    findById: async (id) => (id === found._id ? found : undefined),
    placeOnce: async () => place,
    findByIdempotencyKey: async () => undefined,
    findForPayment: async () => undefined,
    markPaid: async () => 0,
    markShipped: async () => 0,
    notePaymentStarted: async () => undefined,
    removeUnpaid: async () => 0,
    listLapsed: async () => [],
  };
  return store;
}

const noPayments: PaymentGateway = {
  createIntent: async () => ({ clientSecret: 'x' }),
  findPayment: async () => undefined,
  findSucceededPayment: async () => undefined,
  cancelOpenIntents: async () => undefined,
  refund: async () => undefined,
  refundPart: async () => ({ outcome: 'declined', message: 'not in these tests' }),
};

/** The catalogue as the order saw it, then as it is when the reservation failed. */
function catalogue(...answers: (Tool | undefined)[]): ToolCatalog {
  return { findById: async () => answers.shift() };
}

const form = { toolId: tool._id, toolQty: 5, name: 'Casey', address: '1 Lane', phone: '555 0100' };

/** An order that is refused keeps no address: nothing here is ever asked for. */
const noAddresses: AddressBook = {
  list: async () => [],
  remember: async () => undefined,
};

describe('placing an order that loses the race for its tool', () => {
  it.each([
    ['the tool is gone', undefined, { code: 'tool-unavailable' }],
    [
      'the stock fell below the quantity',
      { ...tool, availableQty: 4 },
      { code: 'quantity-no-longer-fits', message: "you can't order more than 4 Roller" },
    ],
    ['the price changed', { ...tool, price: 16 }, { code: 'price-changed' }],
    ['something else changed', { ...tool, description: 'New' }, { code: 'tool-changed' }],
  ])('says so when %s', async (_, toolNow, refusal) => {
    const deps = {
      orders: storeThatLoses(order),
      tools: catalogue(tool, toolNow),
      now,
      addresses: noAddresses,
      priceLists: { termsOf: async () => undefined },
      unpaidOrderTtlMinutes: 30,
    };
    expect(await placeOrder(deps, customer, form)).toEqual({ ok: false, error: refusal });
  });

  it('says when the customer holds too many unpaid orders', async () => {
    const deps = {
      orders: storeThatLoses(order, {
        placed: false,
        reason: 'unpaid-limit',
        exceeded: { kind: 'orders', limit: 5 },
      }),
      tools: catalogue(tool, tool),
      now,
      addresses: noAddresses,
      priceLists: { termsOf: async () => undefined },
      unpaidOrderTtlMinutes: 30,
    };
    expect(await placeOrder(deps, customer, form)).toEqual({
      ok: false,
      error: { code: 'unpaid-order-limit', limit: 5 },
    });
  });
});

describe('changing an order someone else changed first', () => {
  it('refuses to ship an order that was changed meanwhile', async () => {
    const paid: Order = { ...order, paid: true, status: 'paid', transactionId: 'pi_1' };
    expect(await shipOrder({ orders: storeThatLoses(paid) }, admin, paid._id)).toEqual({
      ok: false,
      error: { code: 'order-changed' },
    });
  });

  it('refuses to delete an order removed meanwhile', async () => {
    const deps = { orders: storeThatLoses(order), payments: noPayments, now };
    expect(await removeOrder(deps, customer, order._id)).toEqual({
      ok: false,
      error: { code: 'order-changed' },
    });
  });
});

describe('the sentences of these refusals', () => {
  it.each([
    [{ code: 'order-changed' }, 409, 'This order changed meanwhile. Reload it and try again.'],
    [
      { code: 'quantity-no-longer-fits', message: "you can't order more than 4 Roller" },
      409,
      "you can't order more than 4 Roller",
    ],
    [
      { code: 'price-changed' },
      409,
      'The price of this tool has just changed. Please review your order.',
    ],
    [{ code: 'tool-changed' }, 409, 'This tool changed while you ordered. Please try again.'],
    [
      { code: 'unpaid-order-limit', limit: 5 },
      409,
      'You already have 5 unpaid orders. Please pay or delete one of them before placing another.',
    ],
    [
      { code: 'lifecycle', message: 'This order is already paid' },
      409,
      'This order is already paid',
    ],
    [{ code: 'not-yours', what: 'profile' }, 403, 'You can only access your own profile.'],
    [{ code: 'invalid', message: 'Quantity is Required' }, 400, 'Quantity is Required'],
  ] as const)('%j answers %i with its sentence', (refusal, status, message) => {
    expect(describeRefusal(refusal)).toEqual({ status, message });
  });
});
