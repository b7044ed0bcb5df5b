// What a signed Stripe event must hold before we act on it. The signature proves who sent
// the bytes, not their shape: an event we cannot read is refused with a sentence (400),
// never a 500 that Stripe would retry for days.
import * as v from 'valibot';
import type { GatewayRefundUpdate } from '../../../src/application/refunds/settle-gateway-refund';
import { parseInput, type Parsed } from '../../../src/domain/parse';

/** The events we act on; every other type is acknowledged and left alone. */
const PAYMENT_SUCCEEDED = 'payment_intent.succeeded';
/** A refund's later word: `refund.failed` and the older `charge.refund.updated` included. */
const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

/** Stripe's ids and type names are short; anything longer is not one of theirs. */
const MAX_NAME_LENGTH = 255;

const name = (missing: string, what: string) =>
  v.pipe(
    v.string(missing),
    v.nonEmpty(missing),
    v.maxLength(MAX_NAME_LENGTH, `${what} is longer than ${MAX_NAME_LENGTH} characters.`),
  );

const noObject = 'The event has no data.object.';

const StripeEventSchema = v.object(
  {
    id: name('The event has no id.', "The event's id"),
    type: name('The event has no type.', "The event's type"),
    data: v.object({ object: v.looseObject({}, noObject) }, noObject),
  },
  'The event must be a JSON object.',
);

const PaymentIntentSchema = v.object({
  id: name('The event names no payment in data.object.id.', 'The payment id'),
});

const RefundObjectSchema = v.object({
  id: name('The event names no refund in data.object.id.', 'The refund id'),
  status: name('The refund in the event has no status.', "The refund's status"),
  failure_reason: v.nullish(v.string(), null),
  metadata: v.nullish(v.record(v.string(), v.string()), {}),
});

export interface StripeEvent {
  readonly id: string;
  readonly type: string;
  /** For a payment_intent.succeeded event: the PaymentIntent it names. */
  readonly paymentIntentId?: string;
  /** For a refund's event: the refund as Stripe sees it now. */
  readonly refund?: GatewayRefundUpdate;
}

export function parseStripeEvent(body: unknown): Parsed<StripeEvent> {
  const event = parseInput(StripeEventSchema, body);
  if (!event.ok) return event;
  const { id, type, data } = event.value;
  if (REFUND_EVENTS.has(type)) {
    const refund = parseInput(RefundObjectSchema, data.object);
    if (!refund.ok) return refund;
    const { metadata, failure_reason: failureReason } = refund.value;
    const update: GatewayRefundUpdate = {
      gatewayRefundId: refund.value.id,
      status: refund.value.status,
      ...(metadata['refundId'] === undefined ? {} : { refundId: metadata['refundId'] }),
      ...(failureReason === null ? {} : { failureReason }),
    };
    return { ok: true, value: { id, type, refund: update } };
  }
  if (type !== PAYMENT_SUCCEEDED) return { ok: true, value: { id, type } };
  const intent = parseInput(PaymentIntentSchema, data.object);
  if (!intent.ok) return intent;
  return { ok: true, value: { id, type, paymentIntentId: intent.value.id } };
}
