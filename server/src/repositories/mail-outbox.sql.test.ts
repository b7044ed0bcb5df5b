// The outbox's own rules on PGlite and, with DATABASE_URL, PostgreSQL: an e-mail is queued
// with its event's transaction or not at all, once per event, and a claimed row is held by
// one worker until its lease runs out.
import { expect, it } from 'vitest';
import type { SqlClient } from '../db/sql-client.port';
import { describeOnEachDatabase } from '../testing/test-database';
import { enqueueMail, enqueueMailToAdmins, MailOutboxSql } from './mail-outbox.sql';

const aMail = (key = 'order-paid:1', to = 'casey@paintco.test') => ({
  dedupeKey: key,
  to,
  subject: 'Receipt for order #1',
  text: 'Thank you.',
  html: '<p>Thank you.</p>',
});

const subjects = async (db: SqlClient) =>
  (await new MailOutboxSql(db).page({ page: 1, pageSize: 20, q: '' })).items.map(
    (mail) => `${mail.to}: ${mail.subject} (${mail.status})`,
  );

describeOnEachDatabase('the mail outbox', (db) => {
  it('queues an e-mail with the transaction that commits', async () => {
    await db().transaction((tx) => enqueueMail(tx, aMail()));
    expect(await subjects(db())).toEqual(['casey@paintco.test: Receipt for order #1 (queued)']);
  });

  it('queues nothing when the transaction of its event rolls back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, aMail());
        throw new Error('the event failed after the e-mail was queued');
      }),
    ).rejects.toThrow('the event failed');
    expect(await subjects(db())).toEqual([]);
  });

  it('keeps one e-mail per event however often it is queued', async () => {
    expect(await db().transaction((tx) => enqueueMail(tx, aMail()))).toBe(true);
    expect(await db().transaction((tx) => enqueueMail(tx, { ...aMail(), subject: 'Again' }))).toBe(
      false,
    );
    expect(await subjects(db())).toEqual(['casey@paintco.test: Receipt for order #1 (queued)']);
  });

  it('queues one copy to each admin, once', async () => {
    await db().query(
      `INSERT INTO users (email, name, role) VALUES ('a1@paintco.test', 'A', 'admin'),
       ('a2@paintco.test', 'B', 'admin'), ('c@paintco.test', 'C', NULL)`,
    );
    const alert = { dedupeKey: 'low-stock:t1', subject: 'Low stock', text: 'x', html: 'x' };
    expect(await enqueueMailToAdmins(db(), alert)).toBe(2);
    expect(await enqueueMailToAdmins(db(), alert)).toBe(0);
    expect((await subjects(db())).sort()).toEqual([
      'a1@paintco.test: Low stock (queued)',
      'a2@paintco.test: Low stock (queued)',
    ]);
  });

  it('lets one worker hold a claimed row until its lease runs out', async () => {
    const outbox = new MailOutboxSql(db());
    await enqueueMail(db(), aMail());
    const [first] = await outbox.claimDue(10, 1);
    expect(first).toMatchObject({ to: 'casey@paintco.test', attempts: 1 });
    expect(await outbox.claimDue(10, 1)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [second] = await outbox.claimDue(10, 60);
    expect(second).toMatchObject({ attempts: 2 });
    if (!first || !second) throw new Error('both claims should have held the row');
    // The first worker, back from the dead, no longer owns the row.
    expect(await outbox.markSent(first)).toBe(false);
    expect(await outbox.markSent(second)).toBe(true);
    expect(await subjects(db())).toEqual(['casey@paintco.test: Receipt for order #1 (sent)']);
    expect(await outbox.claimDue(10, 1)).toEqual([]);
  });

  it('gives each row to one of two workers claiming at once', async () => {
    for (let i = 0; i < 30; i++) await enqueueMail(db(), aMail(`k${i}`));
    const outbox = new MailOutboxSql(db());
    const [a, b] = await Promise.all([outbox.claimDue(20, 60), outbox.claimDue(20, 60)]);
    const ids = [...(a ?? []), ...(b ?? [])].map((mail) => mail.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('pages the mailbox newest first', async () => {
    for (let i = 1; i <= 3; i++) {
      await enqueueMail(db(), aMail(`k${i}`, `p${i}@paintco.test`));
      await db().query(
        `UPDATE mail_outbox SET created_at = now() + make_interval(secs => $1) WHERE dedupe_key = $2`,
        [i, `k${i}`],
      );
    }
    const page = await new MailOutboxSql(db()).page({ page: 2, pageSize: 2, q: '' });
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((mail) => mail.to)).toEqual(['p1@paintco.test']);
  });
});
