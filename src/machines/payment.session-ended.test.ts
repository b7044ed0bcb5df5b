// The payment machine when the session ends between the charge and its recording: the API
// has marked the order paid when the card was charged, so the customer is told it is paid
// and asked to sign in again, never shown a failure or asked to pay again.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TypedCard } from '../ports/payment.port';
import { valueOf } from '../ports/port-refusal';
import { TEST_CARD } from '../testing/contracts/api-contract-kit';
import { customerWithUnpaidOrder } from '../testing/demo-orders';
import type { MemoryWorld } from '../testing/memory-world';
import { canPay, isCharged, paymentMachineFor } from './payment.machine';

const goodCard: TypedCard = TEST_CARD;

let world: MemoryWorld;
let orderId: string;
let recordCalls: number;

beforeEach(async () => {
  ({ world, orderId } = await customerWithUnpaidOrder());
  recordCalls = 0;
  const payOrder = world.api.payOrder.bind(world.api);
  world.api.payOrder = (...args) => {
    recordCalls += 1;
    return payOrder(...args);
  };
});

async function readyToPay() {
  const machine = paymentMachineFor(world.api, world.payment).provide({
    delays: { recordRetry: 5, recordRetryLater: 1_000_000 },
  });
  const order = await valueOf(world.api.getOrder(orderId));
  const actor = createActor(machine, { input: { order } }).start();
  actor.send({ type: 'card.change', card: goodCard });
  await waitFor(actor, (s) => s.matches('ready'));
  return actor;
}

/** The API forgets every token it gave, as when a session is revoked or runs out. */
const endSessionOnTheServer = () => world.state.accessTokens.clear();

describe('payment machine, session ended after the charge', () => {
  it('ends paid and signed out on a 401 from recording, without retrying it', async () => {
    const actor = await readyToPay();
    endSessionOnTheServer();
    actor.send({ type: 'pay' });

    const done = await waitFor(actor, (s) => s.matches('paidSignedOut'));

    expect(done.status).toBe('done');
    expect(done.context.transactionId).toMatch(/^pi_/);
    expect(done.context.recordError).toMatchObject({ kind: 'unauthorized' });
    expect(isCharged(done)).toBe(true);
    expect(canPay(done)).toBe(false);
    expect(recordCalls).toBe(1);
    // The API recorded the payment when the card was charged.
    expect(world.state.orders.get(orderId)).toMatchObject({
      paid: true,
      status: 'paid',
      transactionId: done.context.transactionId,
    });
  });

  it('ends the same way when the session runs out during the quick retries', async () => {
    const actor = await readyToPay();
    world.api.failNext('network');
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('waitingToRecord'));
    endSessionOnTheServer();

    const done = await waitFor(actor, (s) => s.matches('paidSignedOut'));

    expect(done.context.recordAttempts).toBe(2);
    expect(recordCalls).toBe(2);
  });

  it('charges once: Pay after the end changes nothing', async () => {
    const actor = await readyToPay();
    endSessionOnTheServer();
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('paidSignedOut'));
    actor.send({ type: 'pay' });
    actor.send({ type: 'retry' });

    expect(actor.getSnapshot().matches('paidSignedOut')).toBe(true);
    const charges = [...world.state.payments.values()].filter(
      (payment) => payment.orderId === orderId && payment.status === 'succeeded',
    );
    expect(charges).toHaveLength(1);
  });

  it('still says "not recorded" for a refusal that is not about the session', async () => {
    const actor = await readyToPay();
    world.api.refuseNext({ kind: 'invalid', status: 409, message: 'That payment is odd.' });
    actor.send({ type: 'pay' });

    const failed = await waitFor(actor, (s) => s.matches('recordFailed'));

    expect(failed.context.recordError).toMatchObject({ message: 'That payment is odd.' });
  });
});
