// The reminders of invoices on account as the job queues them, on PGlite and PostgreSQL:
// 3 days before the due date, then on overdue days 1, 7 and 30, each once per invoice and
// company admin, however often the job runs (and when two runs go at once); none once paid.
import { describe, expect, it } from 'vitest';
import { accountSteps, COMPANY_ADMIN } from '../testing/account-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { siteUrl } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';
import { remindInvoicesJob } from './remind-invoices.job';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`invoice reminders on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = accountSteps(t);
    const job = () => remindInvoicesJob({ db: t.db, clock: t.clock, siteUrl, log: () => {} });

    const reminders = () =>
      t.db.query<{ key: string; to: string; subject: string }>(
        `SELECT dedupe_key AS key, recipient AS "to", subject FROM mail_outbox
         WHERE dedupe_key LIKE 'invoice-reminder:%' ORDER BY created_at, dedupe_key`,
      );
    const subjects = async () => (await reminders()).map((mail) => mail.subject);

    it('reminds the company admin before the due date and on overdue days 1, 7 and 30, once each', async () => {
      await steps.company();
      const { invoiceNumber, answer } = await steps.orderOnAccount();
      expect(answer.status).toBe(200);
      const due = `Invoice ${invoiceNumber}`;

      await job().run({});
      expect(await reminders()).toEqual([]);
      steps.days(12); // 3 days before the due date (net 15)
      await job().run({});
      await job().run({});
      expect(await reminders()).toEqual([
        {
          key: `invoice-reminder:${invoiceNumber}:due-soon:${COMPANY_ADMIN}`,
          to: COMPANY_ADMIN,
          subject: expect.stringMatching(new RegExp(`^${due} is due on \\d{4}-\\d\\d-\\d\\d$`)),
        },
      ]);
      steps.days(4); // overdue day 1: two runs at once, as two processes would
      await Promise.all([job().run({}), job().run({})]);
      steps.days(6); // day 7
      await job().run({});
      steps.days(23); // day 30
      await job().run({});
      steps.days(1);
      await job().run({});
      expect((await subjects()).slice(1)).toEqual([
        `${due} is 1 day overdue`,
        `${due} is 7 days overdue`,
        `${due} is 30 days overdue`,
      ]);
    }, 60_000);

    it('sends nothing for an invoice paid by bank transfer', async () => {
      const { companyId } = await steps.company();
      const { invoiceNumber } = await steps.orderOnAccount();
      const paid = await t.call('POST', `/company/${companyId}/transfers`, {
        token: t.tokens.admin,
        body: { invoiceNumbers: [invoiceNumber], amountCents: 10_000, reference: 'BANK-1' },
      });
      expect(paid.status).toBe(201);
      steps.days(16);
      await job().run({});
      expect(await reminders()).toEqual([]);
    }, 60_000);
  });
}
