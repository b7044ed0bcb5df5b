// The payments' calls: a payment intent for an order, the local test-mode card confirm, and
// Stripe's webhook.
import * as v from 'valibot';
import { LocalCardConfirmInputSchema } from '../../domain/card';
import { call } from './call';
import { paymentIntentCalls } from './payment-intent.calls';

export const paymentCalls = {
  ...paymentIntentCalls,
  confirmLocalCard: call({
    method: 'post',
    path: '/payments/local/confirm',
    access: 'public',
    summary: 'The local test-mode gateway charges a card (its client secret is the key).',
    body: LocalCardConfirmInputSchema,
    reply: v.object({ status: v.literal('succeeded'), paymentIntentId: v.string() }),
    otherStatuses: [400, 402, 404, 409],
  }),
  receiveStripeEvent: call({
    method: 'post',
    path: '/webhooks/stripe',
    access: 'signature',
    summary: "Stripe's events: a succeeded payment is recorded on its order.",
    reply: v.object({ received: v.boolean() }),
    otherStatuses: [400],
  }),
};
