// The hold on ordering on account (issue 26, item 4) through the API, on PGlite and on
// PostgreSQL: a company with an invoice more than 30 days overdue is refused with a
// sentence, its order stays unpaid and the card still pays it; paying the invoice lifts it.
import { describe, expect, it } from 'vitest';
import { accountSteps } from '../testing/account-steps';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the hold on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = accountSteps(t);
    const orders = orderSteps(t);

    it('refuses a company 31 days overdue, lets the card pay, and lifts once paid', async () => {
      const { companyId } = await steps.company();
      const { invoiceNumber } = await steps.orderOnAccount();
      steps.days(15 + 30); // the 30th day overdue: still allowed
      expect((await steps.orderOnAccount()).answer.status).toBe(200);
      steps.days(1);
      const held = await steps.orderOnAccount();
      expect(held.answer).toMatchObject({
        status: 409,
        body: {
          code: 'account-on-hold',
          message: `Invoice ${invoiceNumber} is more than 30 days overdue, so your company cannot order on account until it is paid. You can pay this order by card.`,
        },
      });
      const intent = await t.call('POST', '/create-payment-intent', {
        token: held.token,
        body: { orderId: held.orderId },
      });
      const secret = (intent.body as { clientSecret: string }).clientSecret;
      expect((await orders.confirm(secret)).status).toBe(200);

      const admin = await t.signIn('admin@paintco.test');
      const paid = await t.call('POST', `/company/${companyId}/transfers`, {
        token: admin,
        body: { invoiceNumbers: [invoiceNumber], amountCents: 10_000, reference: 'BANK-LATE' },
      });
      expect(paid.status).toBe(201);
      expect((await steps.orderOnAccount()).answer.status).toBe(200);
    }, 60_000);
  });
}
