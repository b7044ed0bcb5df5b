// The PaymentPort's behaviour for adapters that take a typed card: the in-memory fake now,
// the local test-mode card form against the API server later. Stripe's own element takes
// no typed numbers, so it is checked by hand in Stripe's test mode instead.
import { beforeEach, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, NOT_A_TEST_CARD } from '../../domain/card';
import type { ApiPort } from '../../ports/api.port';
import type { PaymentPort, TypedCard } from '../../ports/payment.port';
import type { TokenStore } from '../../ports/token-store.port';
import { BILLING, TEST_CARD, UNKNOWN_ID, unwrap } from './api-contract-kit';

export interface PaymentContractSubject {
  readonly payment: PaymentPort;
  readonly api: ApiPort;
  /** Holds the API token of the customer who placed `orderId`. */
  readonly tokens: TokenStore;
  /** An unpaid order of that customer. */
  readonly orderId: string;
  /** Makes the next confirmation fail as if the provider were unreachable, where it can. */
  failNext?(): void;
}

const card = (changes: Partial<TypedCard>): TypedCard => ({ ...TEST_CARD, ...changes });

export function describePaymentPortContract(
  name: string,
  makeSubject: () => PaymentContractSubject | Promise<PaymentContractSubject>,
): void {
  describe(`PaymentPort contract: ${name}`, () => {
    let subject: PaymentContractSubject;
    let payment: PaymentPort;
    beforeEach(async () => {
      subject = await makeSubject();
      payment = subject.payment;
    });

    const secret = async () =>
      unwrap(await payment.getClientSecret(subject.orderId), 'getClientSecret').clientSecret;

    const confirm = async (typed: TypedCard, clientSecret?: string) =>
      payment.confirmCardPayment({
        clientSecret: clientSecret ?? (await secret()),
        card: typed,
        billingDetails: BILLING,
      });

    describe('client secret', () => {
      it("gives one for the customer's unpaid order", async () => {
        expect(await payment.getClientSecret(subject.orderId)).toEqual({
          ok: true,
          value: { clientSecret: expect.stringMatching(/\S/) },
        });
      });

      it('refuses an unknown order, and anyone not signed in', async () => {
        expect(await payment.getClientSecret(UNKNOWN_ID)).toMatchObject({
          ok: false,
          error: { kind: 'not-found' },
        });
        subject.tokens.clear();
        expect(await payment.getClientSecret(subject.orderId)).toMatchObject({
          ok: false,
          error: { kind: 'unauthorized' },
        });
      });
    });

    describe('card confirmation', () => {
      it('charges 4242 4242 4242 4242 and gives a transaction id that pays the order', async () => {
        const result = await confirm(TEST_CARD);
        expect(result).toEqual({
          ok: true,
          value: { transactionId: expect.stringMatching(/^pi_/) },
        });
        const { transactionId } = unwrap(result, 'confirmCardPayment');
        expect(await subject.api.payOrder(subject.orderId, transactionId)).toMatchObject({
          ok: true,
        });
        expect(await subject.api.getOrder(subject.orderId)).toMatchObject({
          ok: true,
          value: { paid: true, transactionId, status: 'paid' },
        });
      });

      it.for([
        ['4000 0000 0000 0002', 'Your card was declined.'],
        ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
        ['4111 1111 1111 1111', NOT_A_TEST_CARD],
      ])('declines %s: "%s"', async ([number, message]) => {
        expect(await confirm(card({ number }))).toEqual({
          ok: false,
          error: { kind: 'card', message },
        });
      });

      it.for<[string, Partial<TypedCard>, string]>([
        ['a mistyped number', { number: '4242 4242 4242 4241' }, CARD_MESSAGES.numberInvalid],
        ['an expired card', { expiry: '01/20' }, CARD_MESSAGES.expired],
        ['a month that does not exist', { expiry: '13/40' }, CARD_MESSAGES.expiryInvalid],
        ['a short security code', { cvc: '12' }, CARD_MESSAGES.cvcInvalid],
      ])('refuses %s, saying why', async ([, changes, message]) => {
        expect(await confirm(card(changes))).toEqual({
          ok: false,
          error: { kind: 'card', message },
        });
      });

      it('refuses a client secret it never gave', async () => {
        // The gateway says it in a sentence of its own, the fake by code (the UI's sentence).
        expect([
          {
            ok: false,
            error: { kind: 'card', message: 'This payment is unknown. Reload the page.' },
          },
          { ok: false, error: { kind: 'card', code: 'unknown-payment' } },
        ]).toContainEqual(await confirm(TEST_CARD, 'pi_unknown_secret_nothing'));
      });

      it('takes a good card after a declined one, for the same payment', async () => {
        const clientSecret = await secret();
        expect(await confirm(card({ number: '4000000000000002' }), clientSecret)).toMatchObject({
          ok: false,
        });
        const { transactionId } = unwrap(await confirm(TEST_CARD, clientSecret), 'retry');
        expect(await subject.api.payOrder(subject.orderId, transactionId)).toMatchObject({
          ok: true,
        });
      });

      it('reports an unreachable provider as a network error', async (context) => {
        if (!subject.failNext) return context.skip();
        const clientSecret = await secret();
        subject.failNext();
        expect(await confirm(TEST_CARD, clientSecret)).toMatchObject({
          ok: false,
          error: { kind: 'network', code: 'unreachable' },
        });
        expect(await confirm(TEST_CARD, clientSecret)).toMatchObject({ ok: true });
      });
    });

    describe('a payment of an order that is gone', () => {
      it('is refused when the order was deleted after the page opened it, charging nothing', async () => {
        const clientSecret = await secret();
        unwrap(await subject.api.deleteOrder(subject.orderId), 'deleteOrder');
        expect(await confirm(TEST_CARD, clientSecret)).toEqual({
          ok: false,
          error: {
            kind: 'card',
            message:
              'This payment was cancelled because its order was removed or has lapsed. Nothing was charged.',
          },
        });
        // Confirming again changes nothing: it was never charged.
        expect(await confirm(TEST_CARD, clientSecret)).toMatchObject({ ok: false });
        expect(await subject.api.getOrder(subject.orderId)).toMatchObject({
          ok: false,
          error: { kind: 'not-found' },
        });
      });
    });

    describe('a charge the browser never recorded', () => {
      it('is recorded instead of charged again, and the order can no longer be deleted', async () => {
        const { transactionId } = unwrap(await confirm(TEST_CARD), 'confirmCardPayment');
        expect(await payment.getClientSecret(subject.orderId)).toMatchObject({
          ok: false,
          error: { kind: 'invalid', message: 'This order is already paid' },
        });
        expect(await subject.api.deleteOrder(subject.orderId)).toMatchObject({
          ok: false,
          error: { kind: 'invalid' },
        });
        expect(await subject.api.getOrder(subject.orderId)).toMatchObject({
          ok: true,
          value: { paid: true, transactionId },
        });
      });
    });
  });
}
