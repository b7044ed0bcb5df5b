import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../domain/result';
import { createActor, fromPromise, waitFor } from 'xstate';
import { valueOf } from '../ports/port-refusal';
import { customerWithUnpaidOrder, DEMO_ORDERS } from '../testing/demo-orders';
import type { MemoryWorld } from '../testing/memory-world';
import type { ConfirmCardPayment, TypedCard } from '../ports/payment.port';
import { canPay, isCharged, paymentMachineFor, RECORD_ATTEMPTS } from './payment.machine';

const goodCard: TypedCard = {
  kind: 'typed-card',
  number: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
};
const declinedCard: TypedCard = { ...goodCard, number: '4000 0000 0000 0002' };

let world: MemoryWorld;
let orderId: string;

beforeEach(async () => {
  ({ world, orderId } = await customerWithUnpaidOrder());
});

/** The order as the payment route loads it. */
const loadOrder = (id = orderId) => valueOf(world.api.getOrder(id));

async function startPayment(id = orderId) {
  const machine = paymentMachineFor(world.api, world.payment).provide({
    delays: { recordRetry: 5, recordRetryLater: 1_000_000 },
  });
  return createActor(machine, { input: { order: await loadOrder(id) } }).start();
}

const storedOrder = () => world.state.orders.get(orderId);

describe('payment machine', () => {
  it('asks for the client secret for the order it is given, and only then lets the customer pay', async () => {
    world.api.delay(10);
    const actor = await startPayment();
    expect(actor.getSnapshot().matches('requestingSecret')).toBe(true);
    actor.send({ type: 'card.change', card: goodCard });
    expect(canPay(actor.getSnapshot())).toBe(false);

    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.clientSecret).toMatch(/_secret_/);
    expect(ready.context.order).toMatchObject({ _id: orderId, toolPrice: 140 });
    expect(canPay(ready)).toBe(true);
  });

  it('keeps Pay disabled until the card fields are ready', async () => {
    const actor = await startPayment();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(canPay(ready)).toBe(false);
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('charges nothing for a card its fields call incomplete', async () => {
    const confirm = vi.spyOn(world.payment, 'confirmCardPayment');
    const actor = await startPayment();
    await waitFor(actor, (s) => s.matches('ready'));
    const incomplete: TypedCard = { ...goodCard, cvc: '', complete: false };
    actor.send({ type: 'card.change', card: incomplete });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('pays: the card is charged, the order is patched with the transaction id', async () => {
    world.payment.delay(10);
    const actor = await startPayment();
    actor.send({ type: 'card.change', card: goodCard });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    expect(canPay(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'pay' });

    const paid = await waitFor(actor, (s) => s.matches('paid'));

    expect(paid.context.transactionId).toMatch(/^pi_/);
    expect(canPay(paid)).toBe(false);
    expect(storedOrder()).toMatchObject({
      paid: true,
      status: 'paid',
      transactionId: paid.context.transactionId,
    });
    // One charge: a single intent of this order succeeded.
    const charges = [...world.state.payments.values()].filter(
      (payment) => payment.orderId === orderId && payment.status === 'succeeded',
    );
    expect(charges).toHaveLength(1);
  });

  it('shows a declined card and lets the customer try again with another', async () => {
    const actor = await startPayment();
    actor.send({ type: 'card.change', card: declinedCard });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pay' });

    const declined = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.cardError !== undefined,
    );
    expect(declined.context.cardError).toEqual({
      kind: 'card',
      message: 'Your card was declined.',
    });
    expect(canPay(declined)).toBe(true);
    expect(storedOrder()?.paid).toBe(false);

    actor.send({ type: 'card.change', card: goodCard });
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().context.cardError).toBeUndefined();
    const paid = await waitFor(actor, (s) => s.matches('paid'));
    expect(storedOrder()?.transactionId).toBe(paid.context.transactionId);
  });

  it('reports an unreachable payment provider as a card error the customer can retry', async () => {
    const actor = await startPayment();
    actor.send({ type: 'card.change', card: goodCard });
    await waitFor(actor, (s) => s.matches('ready'));
    world.payment.failNext();
    actor.send({ type: 'pay' });
    const failed = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.cardError !== undefined,
    );
    expect(failed.context.cardError).toEqual({ kind: 'network', code: 'unreachable' });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('paid'));
  });

  it('retries recording the charge when the network fails while patching the order', async () => {
    const actor = await startPayment();
    actor.send({ type: 'card.change', card: goodCard });
    await waitFor(actor, (s) => s.matches('ready'));
    // The card is charged, then the next API call (the PATCH) and one retry are lost.
    world.api.failNext('network');
    world.api.failNext('network');
    actor.send({ type: 'pay' });

    await waitFor(actor, (s) => s.matches('waitingToRecord'));
    expect(isCharged(actor.getSnapshot())).toBe(true);
    expect(canPay(actor.getSnapshot())).toBe(false);

    const paid = await waitFor(actor, (s) => s.matches('paid'));
    expect(paid.context.recordAttempts).toBe(3);
    expect(storedOrder()).toMatchObject({ paid: true, transactionId: paid.context.transactionId });
  });

  it('says the card was charged when recording keeps failing, and records it on retry', async () => {
    const actor = await startPayment();
    actor.send({ type: 'card.change', card: goodCard });
    await waitFor(actor, (s) => s.matches('ready'));
    for (let i = 0; i < RECORD_ATTEMPTS; i += 1) world.api.failNext('network');
    actor.send({ type: 'pay' });

    const unrecorded = await waitFor(actor, (s) => s.matches('recordFailed'));
    expect(unrecorded.context.recordAttempts).toBe(RECORD_ATTEMPTS);
    expect(unrecorded.context.recordError?.kind).toBe('network');
    expect(isCharged(unrecorded)).toBe(true);
    expect(canPay(unrecorded)).toBe(false);
    // The API recorded the charge itself; only the browser's confirmation of it is missing.
    expect(storedOrder()).toMatchObject({
      paid: true,
      transactionId: unrecorded.context.transactionId,
    });

    actor.send({ type: 'retry' });
    const paid = await waitFor(actor, (s) => s.matches('paid'));
    expect(storedOrder()).toMatchObject({ paid: true, transactionId: paid.context.transactionId });
  });

  it('keeps trying in the background after the quick retries', async () => {
    const machine = paymentMachineFor(world.api, world.payment).provide({
      delays: { recordRetry: 1, recordRetryLater: 20 },
    });
    const actor = createActor(machine, { input: { order: await loadOrder() } }).start();
    actor.send({ type: 'card.change', card: goodCard });
    await waitFor(actor, (s) => s.matches('ready'));
    for (let i = 0; i < RECORD_ATTEMPTS; i += 1) world.api.failNext('server');
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('recordFailed'));
    await waitFor(actor, (s) => s.matches('paid'));
    expect(storedOrder()?.paid).toBe(true);
  });

  it('shows an order that is already paid instead of asking for a card', async () => {
    const paidOrder = DEMO_ORDERS[1];
    const actor = await startPayment(paidOrder?._id);
    const done = await waitFor(actor, (s) => s.matches('alreadyPaid'));
    expect(done.context.order?.transactionId).toBe(paidOrder?.transactionId);
    expect(done.context.clientSecret).toBeUndefined();
    expect(canPay(done)).toBe(false);
  });

  it('says why the payment could not be prepared, and prepares it on retry', async () => {
    const order = await loadOrder();
    world.api.failNext('network');
    const actor = createActor(paymentMachineFor(world.api, world.payment), {
      input: { order },
    }).start();
    const failed = await waitFor(actor, (s) => s.matches('secretFailed'));
    expect(failed.context.secretError?.kind).toBe('network');
    expect(canPay(failed)).toBe(false);
    actor.send({ type: 'retry' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.secretError).toBeUndefined();
  });

  it('says so when the store no longer has the order to prepare its payment', async () => {
    const order = await loadOrder();
    world.state.orders.delete(orderId);
    const actor = createActor(paymentMachineFor(world.api, world.payment), {
      input: { order },
    }).start();
    const failed = await waitFor(actor, (s) => s.matches('secretFailed'));
    expect(failed.context.secretError?.kind).toBe('not-found');
  });
});

describe('payment machine: the card is confirmed at most once per charge', () => {
  // The confirm actor is counted, not the succeeded intents: the in-memory gateway answers a
  // second confirmation of a paid intent with the same payment, as Stripe does, so a second
  // confirmation would not show as a second charge there.
  async function startCountingPayment() {
    const confirmations: ConfirmCardPayment[] = [];
    const machine = paymentMachineFor(world.api, world.payment).provide({
      actors: {
        confirmCardPayment: fromPromise(({ input }: { input: ConfirmCardPayment }) => {
          confirmations.push(input);
          return valueOf(world.payment.confirmCardPayment(input));
        }),
      },
      delays: { recordRetry: 5, recordRetryLater: 1_000_000 },
    });
    const actor = createActor(machine, { input: { order: await loadOrder() } }).start();
    actor.send({ type: 'card.change', card: goodCard });
    return { actor, confirmations };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('confirms once for a double click on Pay', async () => {
    const { actor, confirmations } = await startCountingPayment();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pay' });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    await settle();
    expect(confirmations).toHaveLength(1);
  });

  it('confirms once when Pay is sent again while the card is being confirmed', async () => {
    world.payment.delay(20);
    const { actor, confirmations } = await startCountingPayment();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pay' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    actor.send({ type: 'pay' });
    actor.send({ type: 'card.change', card: goodCard });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    await settle();
    expect(confirmations).toHaveLength(1);
  });

  it('never confirms again while the charge is recorded, retried or given up on', async () => {
    world.api.delay(5);
    const { actor, confirmations } = await startCountingPayment();
    await waitFor(actor, (s) => s.matches('ready'));
    for (let i = 0; i < RECORD_ATTEMPTS; i += 1) world.api.failNext('network');
    // Pay is pressed again in every state the machine goes through after the first Pay (a
    // final state takes no events: XState would only warn).
    const pressedIn = new Set<string>();
    actor.subscribe((snapshot) => {
      const state = JSON.stringify(snapshot.value);
      if (pressedIn.has(state) || snapshot.status !== 'active') return;
      pressedIn.add(state);
      actor.send({ type: 'pay' });
    });
    actor.send({ type: 'pay' });

    await waitFor(actor, (s) => s.matches('recordFailed'));
    expect([...pressedIn]).toEqual(
      expect.arrayContaining(['"paying"', '"recording"', '"waitingToRecord"', '"recordFailed"']),
    );
    actor.send({ type: 'pay' });
    actor.send({ type: 'retry' });
    actor.send({ type: 'pay' });
    const paid = await waitFor(actor, (s) => s.matches('paid'));
    await settle();

    expect(confirmations).toHaveLength(1);
    expect(storedOrder()).toMatchObject({ paid: true, transactionId: paid.context.transactionId });
  });

  it('confirms again only after a refused card, once per Pay', async () => {
    const { actor, confirmations } = await startCountingPayment();
    actor.send({ type: 'card.change', card: declinedCard });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.cardError !== undefined);
    expect(confirmations).toHaveLength(1);

    actor.send({ type: 'card.change', card: goodCard });
    actor.send({ type: 'pay' });
    actor.send({ type: 'pay' });
    await waitFor(actor, (s) => s.matches('paid'));
    await settle();
    expect(confirmations.map((c) => c.card)).toEqual([declinedCard, goodCard]);
  });
});

describe('payment machine with a secret the route asked for', () => {
  it('waits for that answer instead of asking again, and asks anew on Retry', async () => {
    const asked = vi.spyOn(world.payment, 'getClientSecret');
    const machine = paymentMachineFor(world.api, world.payment);
    const secret = Promise.resolve(fail({ kind: 'network' } as const));
    const actor = createActor(machine, { input: { order: await loadOrder(), secret } }).start();

    const failed = await waitFor(actor, (s) => s.matches('secretFailed'));
    expect(failed.context.secretError).toMatchObject({ kind: 'network' });
    expect(asked).not.toHaveBeenCalled();

    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toHaveBeenCalledOnce();
  });
});
