// A card payment of invoices on account announced by Stripe's webhook (issue 26, item 3):
// the invoices are marked paid at once, exactly once, whether the browser records it too,
// first or not at all; a payment for invoices paid otherwise meanwhile goes back.
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, anOrderFor, people, webhookSecret } from '../testing/test-app';

const t = setupRouteTest();
let companyId: string;
let invoices: string[];

let eventCount = 0;
function delivered(paymentIntentId: string) {
  const payload = JSON.stringify({
    id: `evt_invoices_${(eventCount += 1)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
  });
  return t.call('POST', '/webhooks/stripe', {
    rawBody: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      }),
    },
  });
}

/** The customer, Acme's company admin, with two invoices of $100 on account. */
beforeEach(async () => {
  const [company] = await t.db.query<{ id: string }>(
    `INSERT INTO companies (name, tax_id, billing_address)
     VALUES ('Acme', '12-3456789', '1 Trade Way, Columbus') RETURNING id::text AS id`,
  );
  companyId = company?.id ?? '';
  await t.db.query(
    `INSERT INTO company_members (user_email, company_id, role) VALUES ($1, $2, 'company-admin')`,
    [people.customer, companyId],
  );
  await t.deps.accounts.setTerms(companyId, {
    netDays: 15,
    creditLimitCents: 100_000,
    poRequired: false,
  });
  const toolId = await t.deps.tools.add({ ...aTool, price: 100, minQty: 1, availableQty: 50 });
  invoices = [];
  for (let n = 0; n < 2; n += 1) {
    const placed = await t.call('POST', '/order', {
      token: t.tokens.customer,
      body: anOrderFor(toolId, 1),
    });
    const { insertedId } = placed.body as { insertedId: string };
    const confirmed = await t.call('POST', `/order/${insertedId}/pay-on-account`, {
      token: t.tokens.customer,
      body: {},
    });
    invoices.push((confirmed.body as { invoiceNumber: string }).invoiceNumber);
  }
});

/** Starts the payment of both invoices and charges it at the gateway, unrecorded. */
async function chargedBehindTheStore(): Promise<{ intentId: string; settlementId: string }> {
  const started = await t.call('POST', `/company/${companyId}/invoice-payments/intent`, {
    token: t.tokens.customer,
    body: { invoiceNumbers: invoices, amountCents: 20_000 },
  });
  expect(started.status).toBe(201);
  const { clientSecret, settlementId } = started.body as {
    clientSecret: string;
    settlementId: string;
  };
  const [intent] = await t.db.query<{ id: string }>(
    `UPDATE local_payment_intents SET status = 'succeeded' WHERE client_secret = $1
     RETURNING id`,
    [clientSecret],
  );
  return { intentId: intent?.id ?? '', settlementId };
}

const owed = async () => {
  const statement = await t.call('GET', `/company/${companyId}/statement`, {
    token: t.tokens.customer,
  });
  return (statement.body as { balanceCents: number }).balanceCents;
};

describe('a card payment of invoices, by the webhook', () => {
  it('marks every invoice paid once, and the browser recording it later changes nothing', async () => {
    const { intentId, settlementId } = await chargedBehindTheStore();
    expect((await delivered(intentId)).status).toBe(200);
    expect(await owed()).toBe(0);
    expect((await delivered(intentId)).status).toBe(200);
    const recorded = await t.call('POST', `/company/${companyId}/invoice-payments`, {
      token: t.tokens.customer,
      body: { settlementId, transactionId: intentId },
    });
    expect(recorded).toMatchObject({ status: 200, body: { paidInvoices: invoices } });
    const [payments] = await t.db.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, sum(amount_cents)::int AS total FROM invoice_payments',
    );
    expect(payments).toEqual({ n: 2, total: 20_000 });
    const given = await t.db.query('SELECT 1 FROM local_payment_intents WHERE status = $1', [
      'refunded',
    ]);
    expect(given).toHaveLength(0);
  });

  it('gives the money back when an invoice was paid by transfer meanwhile', async () => {
    const { intentId } = await chargedBehindTheStore();
    const transfer = await t.call('POST', `/company/${companyId}/transfers`, {
      token: t.tokens.admin,
      body: { invoiceNumbers: [invoices[0]], amountCents: 500, reference: 'BANK-7' },
    });
    expect(transfer.status).toBe(201);
    expect((await delivered(intentId)).status).toBe(200);
    expect(await owed()).toBe(19_500);
    const [intent] = await t.db.query<{ status: string }>(
      'SELECT status FROM local_payment_intents WHERE id = $1',
      [intentId],
    );
    expect(intent?.status).toBe('refunded');
  });
});
