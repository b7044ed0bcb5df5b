// The payment machine and an unpaid order's deadline: once it passes before the card is
// charged, the order is no longer for sale and Pay goes, charging nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TypedCard } from '../ports/payment.port';
import { valueOf } from '../ports/port-refusal';
import { TEST_CARD } from '../testing/contracts/api-contract-kit';
import { customerWithUnpaidOrder } from '../testing/demo-orders';
import type { MemoryWorld } from '../testing/memory-world';
import { canPay, paymentMachineFor } from './payment.machine';

const START = new Date('2026-06-15T12:00:00.000Z');
const MINUTE = 60_000;
const goodCard: TypedCard = TEST_CARD;

let world: MemoryWorld;
let orderId: string;

beforeEach(async () => {
  // One fake clock for the store and the machine; it still moves on by itself.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
  ({ world, orderId } = await customerWithUnpaidOrder());
});

afterEach(() => {
  vi.useRealTimers();
});

/** The machine started from the order as the payment route loads it. */
const startPayment = async () =>
  createActor(paymentMachineFor(world.api, world.payment), {
    input: { order: await valueOf(world.api.getOrder(orderId)) },
  }).start();

const charges = () =>
  [...world.state.payments.values()].filter(
    (payment) => payment.orderId === orderId && payment.status === 'succeeded',
  );

describe('payment machine, order deadline', () => {
  it('stays ready to pay until the deadline, then ends expired without charging', async () => {
    const actor = await startPayment();
    actor.send({ type: 'card.change', card: goodCard });
    await waitFor(actor, (s) => s.matches('ready'));

    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(canPay(actor.getSnapshot())).toBe(true);

    await vi.advanceTimersByTimeAsync(MINUTE + 1_000);
    const expired = actor.getSnapshot();
    expect(expired.matches('expired')).toBe(true);
    expect(expired.status).toBe('done');
    expect(canPay(expired)).toBe(false);
    actor.send({ type: 'pay' });
    expect(charges()).toHaveLength(0);
  });

  it('ends expired at once for an order loaded after its deadline', async () => {
    // A store whose clock runs 31 minutes behind has not swept the order away yet.
    ({ world, orderId } = await customerWithUnpaidOrder({
      now: () => new Date(Date.now() - 31 * MINUTE),
    }));

    const actor = await startPayment();

    const expired = await waitFor(actor, (s) => s.status === 'done');
    expect(expired.matches('expired')).toBe(true);
    expect(expired.context.clientSecret).toBeUndefined();
  });

  it('pays as usual before the deadline, and the deadline then no longer matters', async () => {
    const actor = await startPayment();
    actor.send({ type: 'card.change', card: goodCard });
    await waitFor(actor, (s) => s.matches('ready'));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    actor.send({ type: 'pay' });

    await waitFor(actor, (s) => s.matches('paid'));
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(actor.getSnapshot().matches('paid')).toBe(true);
    expect(charges()).toHaveLength(1);
  });
});
