// What a signed Stripe event must hold before we act on it. The signature proves who sent
// the bytes, not their shape: an event we cannot read is refused with a sentence (400),
// never a 500 that Stripe would retry for days.
import * as v from 'valibot';
import { parseInput, type Parsed } from '../../../src/domain/parse';

/** The event we act on; every other type is acknowledged and left alone. */
export const PAYMENT_SUCCEEDED = 'payment_intent.succeeded';

const name = (message: string) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(255, message));

const noObject = 'The event has no data.object.';

const StripeEventSchema = v.object(
  {
    id: name('The event has no id.'),
    type: name('The event has no type.'),
    data: v.object({ object: v.looseObject({}, noObject) }, noObject),
  },
  'The event must be a JSON object.',
);

const PaymentIntentSchema = v.object({
  id: name('The event names no payment in data.object.id.'),
});

export interface StripeEvent {
  readonly id: string;
  readonly type: string;
  /** For a payment_intent.succeeded event: the PaymentIntent it names. */
  readonly paymentIntentId?: string;
}

export function parseStripeEvent(body: unknown): Parsed<StripeEvent> {
  const event = parseInput(StripeEventSchema, body);
  if (!event.ok) return event;
  const { id, type, data } = event.value;
  if (type !== PAYMENT_SUCCEEDED) return { ok: true, value: { id, type } };
  const intent = parseInput(PaymentIntentSchema, data.object);
  if (!intent.ok) return intent;
  return { ok: true, value: { id, type, paymentIntentId: intent.value.id } };
}
