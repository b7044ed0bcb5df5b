// The use cases that meet a card charge: recording it, settling a charge nobody recorded,
// removing an unpaid order, and expiring lapsed ones. Run here on small fakes of the ports,
// so that each rule can be cornered (a charge racing a removal, a write that lost a race)
// without a database or a gateway.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order';
import type { NewOrder, OrderStore, PlaceResult } from '../ports/order-store.port';
import type { GatewayRefund, PaymentGateway, PaymentRecord } from '../ports/payment-gateway.port';
import { expireLapsedOrders } from './expire-lapsed-orders';
import { payOrder } from './pay-order';
import { recordPayment } from './record-payment';
import { removeUnpaidOrder } from './remove-unpaid-order';
import { settleIfAlreadyCharged } from './settle-charged-order';

/** Its customer deletes it. */
const deleted = { kind: 'deleted', actor: 'casey@paintco.test' } as const;

const now = new Date('2026-06-15T12:00:00Z');
const later = '2026-06-15T12:30:00.000Z';
const earlier = '2026-06-15T11:30:00.000Z';

let ids = 0;
function anOrder(fields: Partial<Order> = {}): Order {
  ids += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    number: 1000 + ids,
    createdAt: earlier,
    toolId: 'tool-1',
    toolName: 'Roller',
    toolQty: 2,
    toolPrice: 30,
    toolImg: '/images/roller.svg',
    lines: [
      {
        toolId: 'tool-1',
        toolName: 'Roller',
        toolImg: '/images/roller.svg',
        qty: 2,
        unitPrice: 15,
        total: 30,
      },
    ],
    name: 'Casey',
    email: 'casey@paintco.test',
    address: '1 Paint Street',
    phone: '555 0100',
    paid: false,
    status: 'unpaid',
    expiresAt: later,
    ...fields,
  };
}

const chargeOf = (order: Order, fields: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: `pi_${order._id}`,
  orderId: order._id,
  amountCents: order.toolPrice * 100,
  currency: 'usd',
  succeeded: true,
  ...fields,
});

/** Orders in a Map; `markPaidCounts` and `removeCounts` let a test say a write lost a race. */
class FakeOrders implements OrderStore {
  readonly byId = new Map<string, Order>();
  markPaidCounts: number[] = [];
  removeCounts: number[] = [];
  /** What the order looks like to a read after a lost write (another path changed it). */
  afterLostWrite: Order | undefined = undefined;
  listLapsedCalls = 0;

  constructor(...orders: Order[]) {
    for (const order of orders) this.byId.set(order._id, order);
  }

  async place(_order: NewOrder): Promise<PlaceResult> {
    throw new Error('not used here');
  }

  async placeOnce(_order: NewOrder): Promise<PlaceResult> {
    throw new Error('not used here');
  }

  async findByIdempotencyKey() {
    return undefined;
  }

  async findById(id: string) {
    return this.byId.get(id);
  }

  async findForPayment(id: string) {
    return this.byId.get(id);
  }

  async markPaid(id: string, transactionId: string) {
    const forced = this.markPaidCounts.shift();
    if (forced === 0) {
      this.apply(id);
      return 0;
    }
    const order = this.byId.get(id);
    if (!order || order.paid) return 0;
    this.byId.set(id, { ...order, paid: true, status: 'paid', transactionId });
    return 1;
  }

  async markShipped() {
    return 0;
  }

  async notePaymentStarted() {}

  async removeUnpaid(id: string) {
    const forced = this.removeCounts.shift();
    if (forced === 0) {
      this.apply(id);
      return 0;
    }
    const order = this.byId.get(id);
    if (!order || order.paid) return 0;
    this.byId.delete(id);
    return 1;
  }

  async listLapsed(at: Date, limit: number) {
    this.listLapsedCalls += 1;
    return [...this.byId.values()]
      .filter((order) => !order.paid && order.expiresAt !== undefined)
      .filter((order) => new Date(order.expiresAt ?? '') <= at)
      .slice(0, limit);
  }

  private apply(id: string) {
    if (this.afterLostWrite) this.byId.set(id, this.afterLostWrite);
    else this.byId.delete(id);
  }
}

/** A gateway that knows the charges given to it, and records what it is asked to do. */
class FakeGateway implements PaymentGateway {
  readonly refunded: string[] = [];
  readonly askedForSucceeded: string[] = [];
  /** What each call of cancelOpenIntents returns, in turn (undefined after that). */
  cancelled: (PaymentRecord | undefined)[] = [];

  constructor(private readonly payments: PaymentRecord[] = []) {}

  async createIntent() {
    return { clientSecret: 'pi_x_secret_y' };
  }

  async findPayment(id: string) {
    return this.payments.find((payment) => payment.id === id);
  }

  async findSucceededPayment(orderId: string) {
    this.askedForSucceeded.push(orderId);
    return this.payments.find((payment) => payment.orderId === orderId && payment.succeeded);
  }

  async cancelOpenIntents() {
    return this.cancelled.shift();
  }

  async refundPart(): Promise<GatewayRefund> {
    return { outcome: 'declined', message: 'not in these tests' };
  }

  async refund(paymentId: string) {
    this.refunded.push(paymentId);
  }
}

const rules = { now, refuseLapsed: false };

describe('recordPayment', () => {
  it('records a charge of the order’s total on the unpaid order', async () => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    const outcome = await recordPayment(orders, chargeOf(order), rules);
    expect(outcome).toEqual({ kind: 'recorded', order });
    expect(orders.byId.get(order._id)).toMatchObject({
      paid: true,
      transactionId: `pi_${order._id}`,
    });
  });

  it('changes nothing for the payment that already paid the order', async () => {
    const order = anOrder({ paid: true, status: 'paid', transactionId: 'pi_same' });
    const outcome = await recordPayment(
      new FakeOrders(order),
      chargeOf(order, { id: 'pi_same' }),
      rules,
    );
    expect(outcome).toEqual({ kind: 'already-recorded', order });
  });

  it('refuses a second payment for an order paid by another one', async () => {
    const order = anOrder({ paid: true, status: 'paid', transactionId: 'pi_first' });
    const outcome = await recordPayment(
      new FakeOrders(order),
      chargeOf(order, { id: 'pi_second' }),
      rules,
    );
    expect(outcome).toEqual({
      kind: 'refused',
      refusal: { code: 'lifecycle', message: 'This order is already paid' },
    });
  });

  it.each([
    ['a payment that did not go through', { succeeded: false }, 'payment-not-succeeded'],
    ['a payment for no order', { orderId: undefined }, 'order-gone'],
    ['a payment for an order that is gone', { orderId: 'order-gone' }, 'order-gone'],
    ['another amount', { amountCents: 2_999 }, 'amount-mismatch'],
    ['another currency', { currency: 'eur' }, 'amount-mismatch'],
  ])('refuses %s and leaves the order unpaid', async (_, fields, code) => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    const outcome = await recordPayment(orders, chargeOf(order, fields), rules);
    expect(outcome).toEqual({ kind: 'refused', refusal: { code } });
    expect(orders.byId.get(order._id)?.paid).toBe(false);
  });

  it('refuses a lapsed order before a charge, and honours a charge already made', async () => {
    const order = anOrder({ expiresAt: earlier });
    expect(
      await recordPayment(new FakeOrders(order), chargeOf(order), { now, refuseLapsed: true }),
    ).toEqual({ kind: 'refused', refusal: { code: 'order-lapsed' } });
    expect(await recordPayment(new FakeOrders(order), chargeOf(order), rules)).toMatchObject({
      kind: 'recorded',
    });
  });

  it('calls a write that lost to the same payment a success', async () => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    orders.markPaidCounts = [0];
    orders.afterLostWrite = {
      ...order,
      paid: true,
      status: 'paid',
      transactionId: `pi_${order._id}`,
    };
    expect(await recordPayment(orders, chargeOf(order), rules)).toEqual({
      kind: 'already-recorded',
      order: orders.afterLostWrite,
    });
  });

  it.each([
    ['paid by another payment', { paid: true, status: 'paid', transactionId: 'pi_other' }],
    ['removed', undefined],
  ] as const)('refuses when the order was %s meanwhile', async (_, change) => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    orders.markPaidCounts = [0];
    orders.afterLostWrite = change && { ...order, ...change };
    expect(await recordPayment(orders, chargeOf(order), rules)).toEqual({
      kind: 'refused',
      refusal: { code: 'order-changed' },
    });
  });
});

describe('payOrder', () => {
  const viewer = { email: 'casey@paintco.test', isAdmin: false, adminNeedsVerifiedEmail: false };

  it('records a charge on a lapsed order that is still there: the card was charged', async () => {
    const order = anOrder({ expiresAt: earlier });
    const orders = new FakeOrders(order);
    const deps = { orders, payments: new FakeGateway([chargeOf(order)]), now };
    expect(await payOrder(deps, viewer, order._id, { transactionId: `pi_${order._id}` })).toEqual({
      ok: true,
      value: { modifiedCount: 1 },
    });
  });

  it('says nothing changed when another path recorded the same payment first', async () => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    orders.markPaidCounts = [0];
    orders.afterLostWrite = {
      ...order,
      paid: true,
      status: 'paid',
      transactionId: `pi_${order._id}`,
    };
    const deps = { orders, payments: new FakeGateway([chargeOf(order)]), now };
    expect(await payOrder(deps, viewer, order._id, { transactionId: `pi_${order._id}` })).toEqual({
      ok: true,
      value: { modifiedCount: 0 },
    });
  });
});

describe('settleIfAlreadyCharged', () => {
  it('records a charge nobody recorded, even on a lapsed order', async () => {
    const order = anOrder({ expiresAt: earlier });
    const orders = new FakeOrders(order);
    const deps = { orders, payments: new FakeGateway([chargeOf(order)]), now };
    expect(await settleIfAlreadyCharged(deps, order, order.email)).toBe(true);
    expect(orders.byId.get(order._id)?.paid).toBe(true);
  });

  it('says no for an order with no charge, or a charge that cannot pay it', async () => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    expect(
      await settleIfAlreadyCharged(
        { orders, payments: new FakeGateway(), now },
        order,
        order.email,
      ),
    ).toBe(false);
    const wrongAmount = new FakeGateway([chargeOf(order, { amountCents: 1 })]);
    expect(
      await settleIfAlreadyCharged({ orders, payments: wrongAmount, now }, order, order.email),
    ).toBe(false);
    expect(orders.byId.get(order._id)?.paid).toBe(false);
  });

  it('does not ask the gateway about an order already paid', async () => {
    const order = anOrder({ paid: true, status: 'paid', transactionId: 'pi_paid' });
    const payments = new FakeGateway([chargeOf(order, { id: 'pi_paid' })]);
    expect(
      await settleIfAlreadyCharged(
        { orders: new FakeOrders(order), payments, now },
        order,
        order.email,
      ),
    ).toBe(false);
    expect(payments.askedForSucceeded).toEqual([]);
  });
});

describe('removeUnpaidOrder', () => {
  it('removes an unpaid order nobody charged', async () => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    const payments = new FakeGateway();
    expect(await removeUnpaidOrder({ orders, payments, now }, order, deleted)).toEqual({
      kind: 'removed',
    });
    expect(orders.byId.has(order._id)).toBe(false);
    expect(payments.refunded).toEqual([]);
  });

  it('keeps an order charged before the removal, and records the charge', async () => {
    const order = anOrder({ expiresAt: earlier });
    const orders = new FakeOrders(order);
    const payments = new FakeGateway();
    payments.cancelled = [chargeOf(order)];
    expect(await removeUnpaidOrder({ orders, payments, now }, order, deleted)).toEqual({
      kind: 'paid',
    });
    expect(orders.byId.get(order._id)).toMatchObject({ paid: true });
    expect(payments.refunded).toEqual([]);
  });

  it('gives back a charge that cannot pay the order, then removes it', async () => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    const payments = new FakeGateway();
    payments.cancelled = [chargeOf(order, { id: 'pi_wrong', amountCents: 1 })];
    expect(await removeUnpaidOrder({ orders, payments, now }, order, deleted)).toEqual({
      kind: 'removed',
    });
    expect(payments.refunded).toEqual(['pi_wrong']);
    expect(orders.byId.has(order._id)).toBe(false);
  });

  it('gives back a charge made while the order was being removed', async () => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    const payments = new FakeGateway();
    payments.cancelled = [undefined, chargeOf(order, { id: 'pi_late' })];
    expect(await removeUnpaidOrder({ orders, payments, now }, order, deleted)).toEqual({
      kind: 'removed',
    });
    expect(payments.refunded).toEqual(['pi_late']);
  });

  it.each([
    ['paid', { paid: true, status: 'paid', transactionId: 'pi_other' }, 'paid'],
    ['removed by someone else', undefined, 'changed'],
    ['still unpaid but changed', { toolQty: 3 }, 'changed'],
  ] as const)('says whether an order %s meanwhile was paid', async (_, change, kind) => {
    const order = anOrder();
    const orders = new FakeOrders(order);
    orders.removeCounts = [0];
    orders.afterLostWrite = change && { ...order, ...change };
    expect(
      await removeUnpaidOrder({ orders, payments: new FakeGateway(), now }, order, deleted),
    ).toEqual({
      kind,
    });
  });
});

describe('expireLapsedOrders', () => {
  it('removes every lapsed order, in batches, and keeps the others', async () => {
    const lapsed = Array.from({ length: 150 }, () => anOrder({ expiresAt: earlier }));
    const open = anOrder({ expiresAt: later });
    const orders = new FakeOrders(...lapsed, open);
    expect(await expireLapsedOrders({ orders, payments: new FakeGateway(), now })).toBe(150);
    expect([...orders.byId.keys()]).toEqual([open._id]);
    // A batch of 100, then one of 50: a batch short of full was the last, no need to ask again.
    expect(orders.listLapsedCalls).toBe(2);
  });

  it('stops after a full batch it could not remove, instead of trying it for ever', async () => {
    const lapsed = Array.from({ length: 100 }, () => anOrder({ expiresAt: earlier }));
    // Every removal finds nothing to remove, yet the orders stay listed as lapsed.
    const stuck = new FakeOrders(...lapsed);
    stuck.removeUnpaid = async () => 0;
    expect(await expireLapsedOrders({ orders: stuck, payments: new FakeGateway(), now })).toBe(0);
    expect(stuck.byId.size).toBe(100);
  });
});
