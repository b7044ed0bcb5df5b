// The one payment call the browser makes, a payment intent for an order: a table of its own,
// so that the account calls' chunk (which every signed-in page loads on arrival) is spared
// the card schema of the gateway's calls that only the server answers (payments.calls.ts).
import { PaymentIntentInputSchema } from '../../domain/order';
import { call } from './call';
import { ClientSecretSchema } from './replies';

export const paymentIntentCalls = {
  createPaymentIntent: call({
    method: 'post',
    path: '/create-payment-intent',
    access: 'signed-in',
    summary: 'A payment intent for an order: the amount comes from the order.',
    body: PaymentIntentInputSchema,
    reply: ClientSecretSchema,
    refusals: ['invalid', 'no-such-order', 'pay-own-orders-only', 'lifecycle', 'order-lapsed'],
    request: (orderId: string) => ({ body: { orderId } }),
  }),
};
