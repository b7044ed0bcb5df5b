// A tool's stock falling to its low-stock level e-mails every admin once per crossing, on
// PGlite and (with DATABASE_URL) PostgreSQL: the crossing is recorded with the stock change,
// and the job turns it into one outbox row per admin, however often it runs.
import { describe, expect, it } from 'vitest';
import { aTool, anOrderFor } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';
import { queueLowStockMails } from './low-stock-mail.sql';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`low-stock e-mails on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const site = 'https://shop.paintco.test';

    const lowStockMails = () =>
      t.db.query<{ recipient: string; subject: string; body_text: string }>(
        `SELECT recipient, subject, body_text FROM mail_outbox
         WHERE dedupe_key LIKE 'low-stock:%' ORDER BY created_at, recipient`,
      );

    it('queues one e-mail per admin per crossing, however often the job runs', async () => {
      const id = await t.deps.tools.add({ ...aTool, name: 'Tray', availableQty: 12 });
      const edited = await t.call('PATCH', `/tool/${id}`, {
        token: t.tokens.admin,
        body: { lowStockThreshold: 10 },
      });
      expect(edited.status).toBe(200);
      const order = await t.call('POST', '/order', {
        token: t.tokens.customer,
        body: anOrderFor(id, 4),
      });
      expect(order.status).toBe(201);

      expect(await queueLowStockMails(t.db, site)).toBe(1);
      expect(await queueLowStockMails(t.db, site)).toBe(0);

      const mails = await lowStockMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'Low stock: Tray' });
      expect(mails[0]?.body_text).toContain('8 left, at or below its low-stock level of 10');
      expect(mails[0]?.body_text).toContain(
        `Edit Tray: ${site}/dashboard/manageProduct/${id}/edit`,
      );
    });

    it('queues nothing while no tool crosses its level', async () => {
      await t.deps.tools.add({ ...aTool, availableQty: 12 });

      expect(await queueLowStockMails(t.db, site)).toBe(0);
      expect(await lowStockMails()).toEqual([]);
    });
  });
}
