// PaymentPort for the API's local test-mode gateway: the client secret from the API's
// create-payment-intent, then the typed card posted to `POST /payments/local/confirm`.
import ky, { isHTTPError } from 'ky';
import * as v from 'valibot';
import {
  cardDigits,
  checkCardForm,
  firstCardError,
  parseExpiry,
  type LocalCardConfirmInput,
} from '../../domain/card';
import type { ApiPort } from '../../ports/api.port';
import type {
  PaymentError,
  PaymentErrorCode,
  PaymentPort,
  TypedCard,
} from '../../ports/payment.port';
import { fail, ok, type Result } from '../../domain/result';
import { serverMessage } from '../http/api-errors';
import { isTypedCard } from './typed-card';

export interface LocalPaymentOptions {
  readonly api: ApiPort;
  /** Where the API lives, e.g. `http://127.0.0.1:8787`. */
  readonly baseUrl: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
  /** Decides which cards have expired; tests pin it. */
  readonly now?: () => Date;
}

const ConfirmReplySchema = v.object({
  status: v.literal('succeeded'),
  paymentIntentId: v.pipe(v.string(), v.nonEmpty()),
});

const cardError = (message: string) => fail<PaymentError>({ kind: 'card', message });
const refusal = (kind: 'card' | 'network', code: PaymentErrorCode) =>
  fail<PaymentError>({ kind, code });

export function createLocalPayment(options: LocalPaymentOptions): PaymentPort {
  const now = options.now ?? (() => new Date());
  const http = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeoutMs ?? 15_000,
    // Never repeat a charge on our own: the machine decides what to do after a failure.
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /** The typed card as the gateway takes it, or the first thing wrong with it. */
  function toConfirmCard(card: TypedCard): Result<LocalCardConfirmInput['card'], string> {
    const firstError = firstCardError(checkCardForm(card, now()));
    const expiry = parseExpiry(card.expiry);
    if (firstError !== undefined || !expiry) return fail(firstError ?? 'Check your card.');
    return ok({
      number: cardDigits(card.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: card.cvc.trim(),
    });
  }

  return {
    getClientSecret: (orderId) => options.api.createPaymentIntent(orderId),

    async confirmCardPayment({ clientSecret, card, billingDetails }) {
      if (!isTypedCard(card)) return refusal('card', 'unsupported-card');
      // The card form's checks run first, as a real provider's would: nothing is sent.
      const checked = toConfirmCard(card);
      if (!checked.ok) return cardError(checked.error);
      const body: LocalCardConfirmInput = { clientSecret, card: checked.value, billingDetails };
      try {
        const reply = await http
          .post('payments/local/confirm', { json: body })
          .json(ConfirmReplySchema);
        return ok({ transactionId: reply.paymentIntentId });
      } catch (error) {
        if (isHTTPError(error)) {
          if (error.response.status >= 500) return refusal('network', 'provider-failed');
          // 402 (declined), 404 (unknown payment), 400 (refused input): the gateway says why.
          const reason = serverMessage(error.data);
          return reason === undefined ? refusal('card', 'refused') : cardError(reason);
        }
        // No reply we could read: a timeout, offline, CORS, or a body that is not the gateway's.
        return refusal('network', 'unreachable');
      }
    },
  };
}
