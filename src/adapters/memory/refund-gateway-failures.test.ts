// Refunding against a card gateway that declines, or does not answer: a declined refund
// fails and holds nothing; one left unanswered stays pending, holding its money, and the
// same key sent again finishes it with the gateway's one refund.
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryWorld } from './memory-world';
import { OrderStoreInMemory } from './order-store.in-memory';
import { PaymentGatewayInMemory } from './payment-gateway.in-memory';
import { RefundStoreInMemory } from './refund-store.in-memory';
import type { MemoryState } from './memory-state';
import type { Order } from '../../domain/order';
import type { RefundInput } from '../../domain/refund';
import {
  PaymentGatewayUnavailableError,
  type GatewayRefund,
  type RefundRequest,
} from '../../application/ports/payment-gateway.port';
import type { Viewer } from '../../application/viewer';
import { refundOrder } from '../../application/refunds/refund-order';
import { retryPendingRefunds } from '../../application/refunds/retry-pending-refunds';

const admin: Viewer = {
  email: 'admin@paintco.test',
  isAdmin: true,
  adminNeedsVerifiedEmail: false,
};

/** The world's ledger, with the next answers scripted: a decline, or no answer at all. */
class ScriptedGateway {
  readonly asked: RefundRequest[] = [];
  next: 'answer' | 'decline' | 'unreachable' = 'answer';
  constructor(private readonly ledger: PaymentGatewayInMemory) {}

  async refundPart(request: RefundRequest): Promise<GatewayRefund> {
    this.asked.push(request);
    if (this.next === 'decline') return { outcome: 'declined', message: 'the card was closed.' };
    const answer = await this.ledger.refundPart(request);
    // Refunded, but the answer was lost on the way back.
    if (this.next === 'unreachable') throw new PaymentGatewayUnavailableError(new Error('timeout'));
    return answer;
  }
}

let state: MemoryState;
let order: Order;
let gateway: ScriptedGateway;
let deps: Parameters<typeof refundOrder>[0];
const ask = (over: Partial<RefundInput> = {}): RefundInput => ({
  key: crypto.randomUUID(),
  reason: 'Damaged',
  restock: false,
  amountCents: 500,
  ...over,
});

beforeEach(() => {
  state = createMemoryWorld().state;
  const paid = [...state.orders.values()].find((one) => one.paid);
  if (!paid) throw new Error('The demo store has no paid order');
  order = paid;
  gateway = new ScriptedGateway(new PaymentGatewayInMemory(state));
  deps = {
    orders: new OrderStoreInMemory(state),
    refunds: new RefundStoreInMemory(state),
    payments: gateway,
  };
});

describe('refundOrder', () => {
  it('records a declined refund as failed, holding nothing, and says why', async () => {
    gateway.next = 'decline';
    expect(await refundOrder(deps, admin, order._id, ask())).toEqual({
      ok: false,
      error: { code: 'refund-declined', message: 'the card was closed.' },
    });
    const [failed] = await deps.refunds.listForOrder(order._id);
    expect(failed).toMatchObject({ status: 'failed', failure: 'the card was closed.' });
    expect(failed?.creditNoteNumber).toBeUndefined();
    expect(state.creditNotes.size).toBe(0);
    const kinds = (state.orderEvents.get(order._id) ?? []).map((entry) => entry.kind);
    expect(kinds).not.toContain('refunded');
    expect(kinds).toContain('refund-failed');
    expect(state.audit.at(-1)).toMatchObject({
      actor: admin.email,
      action: 'refund-failed',
      subject: `#${order.number}`,
    });
  });

  it('leaves a fresh pending refund to its request, and asks an older one again once', async () => {
    gateway.next = 'unreachable';
    await refundOrder(deps, admin, order._id, ask());
    gateway.next = 'answer';
    expect(await retryPendingRefunds(deps)).toEqual({ done: 0, failed: 0, unanswered: 0 });
    expect(await retryPendingRefunds(deps, 0)).toEqual({ done: 1, failed: 0, unanswered: 0 });
    expect(await retryPendingRefunds(deps, 0)).toEqual({ done: 0, failed: 0, unanswered: 0 });
    const [done] = await deps.refunds.listForOrder(order._id);
    expect(done?.status).toBe('done');
    expect(state.cardRefunds.size).toBe(1);
    expect(state.creditNotes.size).toBe(1);
  });

  it('keeps an unanswered refund pending, then finishes it once with the same key', async () => {
    const input = ask();
    gateway.next = 'unreachable';
    expect(await refundOrder(deps, admin, order._id, input)).toEqual({
      ok: false,
      error: { code: 'refund-unconfirmed' },
    });
    const [pending] = await deps.refunds.listForOrder(order._id);
    expect(pending?.status).toBe('pending');

    gateway.next = 'answer';
    const again = await refundOrder(deps, admin, order._id, input);
    expect(again).toMatchObject({ ok: true, value: { _id: pending?._id, status: 'done' } });
    // Both asks carried the refund's own key: the gateway gave the money back once.
    expect(new Set(gateway.asked.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(state.cardRefunds.size).toBe(1);
    expect(state.creditNotes.size).toBe(1);
  });

  it('counts a pending refund against what is left', async () => {
    const paidCents = Math.round(order.toolPrice * 100);
    gateway.next = 'unreachable';
    await refundOrder(deps, admin, order._id, ask({ amountCents: paidCents }));
    gateway.next = 'answer';
    expect(await refundOrder(deps, admin, order._id, ask({ amountCents: 1 }))).toEqual({
      ok: false,
      error: { code: 'refund-too-large', refundableCents: 0 },
    });
    expect(gateway.asked).toHaveLength(1);
  });

  it('refuses a key already used for another order', async () => {
    const other = [...state.orders.values()].find((one) => one.paid && one._id !== order._id);
    if (!other) throw new Error('The demo store has one paid order only');
    const input = ask();
    await refundOrder(deps, admin, order._id, input);
    expect(await refundOrder(deps, admin, other._id, input)).toEqual({
      ok: false,
      error: { code: 'refund-key-reused' },
    });
  });
});
