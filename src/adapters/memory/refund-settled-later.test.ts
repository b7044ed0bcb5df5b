// A card refund the gateway takes on but settles later (Stripe's `pending`), on the
// in-memory stores: it stays pending with the gateway's id and is never asked again; the
// gateway's later word settles it once, and only a refund of ours with that id.
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryWorld } from './memory-world';
import { OrderStoreInMemory } from './order-store.in-memory';
import { RefundStoreInMemory } from './refund-store.in-memory';
import type { MemoryState } from './memory-state';
import type { Order } from '../../domain/order';
import type { GatewayRefund, RefundRequest } from '../../application/ports/payment-gateway.port';
import type { Viewer } from '../../application/viewer';
import { refundOrder } from '../../application/refunds/refund-order';
import { retryPendingRefunds } from '../../application/refunds/retry-pending-refunds';
import { settleGatewayRefund } from '../../application/refunds/settle-gateway-refund';

const admin: Viewer = {
  email: 'admin@paintco.test',
  isAdmin: true,
  adminNeedsVerifiedEmail: false,
};

/** A gateway that takes every refund on and answers later. */
class LaterGateway {
  readonly asked: RefundRequest[] = [];
  answer: 'pending' | 'refunded' = 'pending';
  async refundPart(request: RefundRequest): Promise<GatewayRefund> {
    this.asked.push(request);
    return { outcome: this.answer, id: `re_${this.asked.length}` };
  }
}

let state: MemoryState;
let order: Order;
let gateway: LaterGateway;
let deps: Parameters<typeof refundOrder>[0];

beforeEach(() => {
  state = createMemoryWorld().state;
  const paid = [...state.orders.values()].find((one) => one.paid);
  if (!paid) throw new Error('The demo store has no paid order');
  order = paid;
  gateway = new LaterGateway();
  deps = {
    orders: new OrderStoreInMemory(state),
    refunds: new RefundStoreInMemory(state),
    payments: gateway,
  };
});

async function pendingRefund() {
  const key = crypto.randomUUID();
  const asked = await refundOrder(deps, admin, order._id, {
    key,
    reason: 'Damaged',
    restock: false,
    amountCents: 500,
  });
  if (!asked.ok) throw new Error(asked.error.code);
  return { key, refund: asked.value };
}

const eventsOf = () => (state.orderEvents.get(order._id) ?? []).map((entry) => entry.kind);

describe('a refund the gateway answers pending', () => {
  it('stays pending with its id, and neither the job nor the same key asks again', async () => {
    const { key, refund } = await pendingRefund();
    expect(refund).toMatchObject({ status: 'pending', gatewayRefundId: 're_1' });
    expect(gateway.asked[0]?.refundId).toBe(refund._id);
    expect(await retryPendingRefunds(deps, 0)).toEqual({ done: 0, failed: 0, unanswered: 0 });
    const again = await refundOrder(deps, admin, order._id, {
      key,
      reason: 'Damaged',
      restock: false,
      amountCents: 500,
    });
    expect(again).toMatchObject({ ok: true, value: { status: 'pending' } });
    expect(gateway.asked).toHaveLength(1);
    expect(state.creditNotes.size).toBe(0);
  });

  it('is settled once by the later word naming it, and not by one naming another refund', async () => {
    const { refund } = await pendingRefund();
    const word = { refundId: refund._id, gatewayRefundId: 're_1', status: 'succeeded' };
    expect(await settleGatewayRefund(deps, { ...word, gatewayRefundId: 're_9' })).toBe('unknown');
    expect(await settleGatewayRefund(deps, { gatewayRefundId: 're_1', status: 'failed' })).toBe(
      'unknown',
    );
    expect(await settleGatewayRefund(deps, { ...word, status: 'pending' })).toBe('unchanged');
    expect(await settleGatewayRefund(deps, word)).toBe('done');
    expect(await settleGatewayRefund(deps, word)).toBe('unchanged');
    expect(state.creditNotes.size).toBe(1);
    expect(eventsOf().filter((kind) => kind === 'refunded')).toHaveLength(1);
    // Failed after it was done: nothing is undone here; the caller reports it.
    expect(await settleGatewayRefund(deps, { ...word, status: 'failed' })).toBe(
      'failed-after-done',
    );
    expect((await deps.refunds.find(refund._id))?.status).toBe('done');
  });

  it('fails with a sentence a person reads, and its money is free again', async () => {
    const { refund } = await pendingRefund();
    const word = { refundId: refund._id, gatewayRefundId: 're_1', status: 'failed' };
    expect(await settleGatewayRefund(deps, { ...word, failureReason: 'lost_or_stolen_card' })).toBe(
      'failed',
    );
    expect(await deps.refunds.find(refund._id)).toMatchObject({
      status: 'failed',
      failure: 'the card was reported lost or stolen, so its bank returned the money.',
    });
    expect(eventsOf()).toContain('refund-failed');
    expect(state.creditNotes.size).toBe(0);
  });
});
