// The drill's load: customers place orders and pay them through the API, and every answer
// the store acknowledged is recorded with when it was sent and when it came back, so the
// restore can be checked against the time it was taken to.
import { anOrderFor, type TestApp } from '../../server/src/testing/test-app';

export interface Acknowledged {
  orderId: string;
  /** When the request was sent and when its 2xx came back (ms since the epoch). */
  sentAt: number;
  ackedAt: number;
}

export interface DrillRecord {
  orders: Acknowledged[];
  /**
   * Orders whose payment the store acknowledged (PATCH /order answered 200), sent when the
   * card was confirmed.
   */
  payments: Acknowledged[];
  refused: number;
  /** The first refusal's answer, to tell what it was. */
  firstRefusal?: string;
}

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' };
const billingDetails = { name: 'Drill', email: 'drill@paintco.test', address: '1 St', phone: '5' };

/** `workers` customers at a time order and pay, in turn over `tokens`, until `until`. */
export async function placeAndPay(
  t: TestApp,
  tokens: readonly string[],
  toolId: string,
  until: number,
  workers = 4,
): Promise<DrillRecord> {
  const record: DrillRecord = { orders: [], payments: [], refused: 0 };
  let next = 0;
  const timed = async (send: () => Promise<{ status: number; body: unknown }>) => {
    const sentAt = Date.now();
    const answer = await send();
    return { ...answer, sentAt, ackedAt: Date.now() };
  };
  const worker = async () => {
    while (Date.now() < until) {
      const token = tokens[next++ % tokens.length] ?? '';
      const placed = await timed(() =>
        t.call('POST', '/order', { token, body: anOrderFor(toolId) }),
      );
      if (placed.status !== 201) {
        record.refused += 1;
        record.firstRefusal ??= `${placed.status} ${JSON.stringify(placed.body)}`;
        continue;
      }
      const orderId = (placed.body as { insertedId: string }).insertedId;
      record.orders.push({ orderId, sentAt: placed.sentAt, ackedAt: placed.ackedAt });
      const intent = await t.call('POST', '/create-payment-intent', { token, body: { orderId } });
      const { clientSecret } = intent.body as { clientSecret: string };
      // The card's confirmation records the payment already (as Stripe's webhook would):
      // the payment may be stored from the moment it is sent.
      const confirmed = await timed(() =>
        t.call('POST', '/payments/local/confirm', { body: { clientSecret, card, billingDetails } }),
      );
      const { paymentIntentId } = confirmed.body as { paymentIntentId: string };
      const paid = await timed(() =>
        t.call('PATCH', `/order/${orderId}`, { token, body: { transactionId: paymentIntentId } }),
      );
      if (paid.status === 200) {
        record.payments.push({ orderId, sentAt: confirmed.sentAt, ackedAt: paid.ackedAt });
      } else record.refused += 1;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return record;
}
