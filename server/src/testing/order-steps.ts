// The steps of buying, as route tests take them through the API: place an order, open a
// payment, charge a test card, record it. Each takes the file's route-test context.
import { aTool, anOrderFor, type Caller } from './test-app';
import type { RouteTestContext } from './setup-route-test';

export const testCard = (number = '4242 4242 4242 4242', expYear = 2030) => ({
  number,
  expMonth: 12,
  expYear,
  cvc: '123',
});

export function orderSteps(t: RouteTestContext) {
  const steps = {
    addTool: (overrides: Partial<typeof aTool> = {}) =>
      t.deps.tools.add({ ...aTool, ...overrides }),

    async placeOrder(
      toolId: string,
      options: { caller?: Caller; token?: string; qty?: number } = {},
    ) {
      const placed = await t.call('POST', '/order', {
        token: options.token ?? t.tokens[options.caller ?? 'customer'],
        body: anOrderFor(toolId, options.qty ?? 3),
      });
      if (placed.status !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
      return (placed.body as { insertedId: string }).insertedId;
    },

    async clientSecretFor(orderId: string, caller: Caller = 'customer') {
      const result = await t.call('POST', '/create-payment-intent', {
        token: t.tokens[caller],
        body: { orderId },
      });
      return (result.body as { clientSecret: string }).clientSecret;
    },

    intentOf: (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '',

    confirm: (clientSecret: string, number?: string, expYear?: number) =>
      t.call('POST', '/payments/local/confirm', {
        body: {
          clientSecret,
          card: testCard(number, expYear),
          billingDetails: {
            name: 'Casey',
            email: 'customer@paintco.test',
            address: '1 Paint St',
            phone: '555',
          },
        },
      }),

    pay: (orderId: string, transactionId: string, caller: Caller = 'customer') =>
      t.call('PATCH', `/order/${orderId}`, { token: t.tokens[caller], body: { transactionId } }),

    /**
     * A card charged at the gateway whose record never reached the store (Stripe's webhook
     * is late, the process died between the two): only the gateway knows it was paid.
     */
    async chargeBehindTheStore(orderId: string): Promise<string> {
      const intentId = steps.intentOf(await steps.clientSecretFor(orderId));
      await t.db.query(`UPDATE local_payment_intents SET status = 'succeeded' WHERE id = $1`, [
        intentId,
      ]);
      return intentId;
    },

    /** What the local gateway holds for an order: how many intents are in which state. */
    async intentStates(orderId: string): Promise<Record<string, number>> {
      const rows = await t.db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM local_payment_intents WHERE order_id = $1
         GROUP BY status`,
        [orderId],
      );
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    },
  };
  return steps;
}
