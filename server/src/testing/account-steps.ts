// The steps of buying on account, as route tests take them: a company whose admin is
// boss@acme.test and whose buyer is the customer, granted terms, and orders put on its
// account through the API.
import type { AccountTerms } from '../../../src/domain/account-terms';
import { orderSteps } from './order-steps';
import type { RouteTestContext } from './setup-route-test';

export const COMPANY_ADMIN = 'boss@acme.test';

export function accountSteps(t: RouteTestContext) {
  const orders = orderSteps(t);
  const steps = {
    /** The company, with terms (net 15, $1,000 by default); its id and its admin's token. */
    async company(terms: Partial<AccountTerms> = {}) {
      const bossToken = await t.signIn(COMPANY_ADMIN);
      const [company] = await t.db.query<{ id: string }>(
        `INSERT INTO companies (name, tax_id, billing_address)
         VALUES ('Acme Builders', '12-3456789', '1 Trade Way, Columbus') RETURNING id::text AS id`,
      );
      const companyId = company?.id ?? '';
      await t.db.query(
        `INSERT INTO company_members (user_email, company_id, role)
         VALUES ($1, $3, 'company-admin'), ($2, $3, 'buyer')`,
        [COMPANY_ADMIN, 'customer@paintco.test', companyId],
      );
      await t.deps.accounts.setTerms(companyId, {
        netDays: 15,
        creditLimitCents: 100_000,
        poRequired: false,
        ...terms,
      });
      return { companyId, bossToken };
    },

    /** The customer's order of one $100 tool, placed; the answer to putting it on account. */
    async orderOnAccount() {
      // Signed in now: a token from before the clock moved on days may have run out.
      const token = await t.signIn('customer@paintco.test');
      const toolId = await orders.addTool({ minQty: 1, availableQty: 100, price: 100 });
      const orderId = await orders.placeOrder(toolId, { qty: 1, token });
      const answer = await t.call('POST', `/order/${orderId}/pay-on-account`, {
        token,
        body: {},
      });
      const invoiceNumber = (answer.body as { invoiceNumber?: string }).invoiceNumber ?? '';
      // The invoice is dated by the database's clock, the reminders and the hold read the
      // store's (fixed in tests): the due date is put on the store's day, net 15.
      await t.db.query(
        `UPDATE account_invoices SET due_on = ($1::timestamptz AT TIME ZONE 'UTC')::date + 15
         WHERE invoice_number = $2`,
        [t.clock.now(), invoiceNumber],
      );
      return { orderId, answer, invoiceNumber, token };
    },

    /** Moves the store's clock on by whole days. */
    days: (days: number) => t.clock.advance(days * 86_400),
  };
  return steps;
}
