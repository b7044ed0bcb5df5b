// The outbox's delivery on PGlite and, with DATABASE_URL, PostgreSQL, to a real SMTP
// server (the local catcher of `npm start`): sent once and marked sent; refused, retried
// with a growing back-off; claimed by a worker that died, sent once by another.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../mail-catcher/smtp-catcher';
import type { SqlClient } from '../db/sql-client.port';
import type { MailSender } from '../gateways/mail-sender.port';
import { smtpMailSender } from '../gateways/smtp.mail-sender';
import { enqueueMail, MailOutboxSql } from '../repositories/mail-outbox.sql';
import { describeOnEachDatabase, postgresTarget } from '../testing/test-database';
import { defaultDeliveryRules, deliverDueMail, retryDelaySeconds } from './deliver-mail.job';

const aMail = (key: string, to = 'casey@paintco.test') => ({
  dedupeKey: key,
  to,
  subject: `Receipt ${key}`,
  text: `Thank you for ${key}.`,
  html: `<p>Thank you for ${key}.</p>`,
});

let catcher: SmtpCatcher;
let sender: MailSender;
beforeAll(async () => {
  catcher = await startSmtpCatcher({ port: 0 });
  sender = smtpMailSender(catcher.url, { timeoutMs: 5_000 });
});
afterAll(async () => {
  sender.close();
  await catcher.close();
});

const log = () => undefined;
const caughtSubjects = () => catcher.messages.map((mail) => mail.subject);

async function rowOf(db: SqlClient, key: string) {
  const [row] = await db.query<{ attempts: number; waitSeconds: number | null; error: string }>(
    `SELECT attempts, extract(epoch FROM next_attempt_at - now())::float8 AS "waitSeconds",
            last_error AS error FROM mail_outbox WHERE dedupe_key = $1`,
    [key],
  );
  return row;
}

/** A mail server that refuses every recipient while `refusing` says so. */
async function refusingServer(refusing: () => boolean) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, done) {
      if (!refusing()) return done();
      const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
      error.responseCode = 451;
      done(error);
    },
    onData(stream, _session, done) {
      stream.resume();
      stream.on('end', () => done());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    sender: smtpMailSender(`smtp://127.0.0.1:${port}`, { timeoutMs: 5_000 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('backs off twice as long after each failure, up to a bound, then gives up', () => {
  const rules = { ...defaultDeliveryRules, maxAttempts: 9 };
  expect([1, 2, 3, 4, 8].map((n) => retryDelaySeconds(n, rules))).toEqual([30, 60, 120, 240, 3600]);
  expect(retryDelaySeconds(9, rules)).toBeUndefined();
});

describeOnEachDatabase('delivering the outbox', (db) => {
  it('sends a queued e-mail by SMTP once, and marks it sent', async () => {
    const key = `paid-${db().kind}`;
    await db().transaction((tx) => enqueueMail(tx, aMail(key)));
    const outbox = new MailOutboxSql(db());
    expect(await deliverDueMail({ outbox, sender, log })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail({ outbox, sender, log })).toEqual({ sent: 0, failed: 0 });
    const caught = catcher.messages.filter((mail) => mail.subject === `Receipt ${key}`);
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatchObject({ to: ['casey@paintco.test'] });
    expect(caught[0]?.text).toContain(`Thank you for ${key}.`);
    const [entry] = (await outbox.page({ page: 1, pageSize: 5, q: '' })).items;
    expect(entry).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps an e-mail the mail server refuses, and tries again later, then sends it', async () => {
    let refusing = true;
    const server = await refusingServer(() => refusing);
    const outbox = new MailOutboxSql(db());
    const deps = { outbox, sender: server.sender, log };
    try {
      await enqueueMail(db(), aMail('refused'));
      expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
      const first = await rowOf(db(), 'refused');
      expect(first?.attempts).toBe(1);
      expect(first?.error).toContain('Mailbox busy');
      expect(first?.waitSeconds).toBeGreaterThan(25);
      expect(first?.waitSeconds).toBeLessThanOrEqual(30);
      // Not due yet: nothing is tried.
      expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });

      await db().query(`UPDATE mail_outbox SET next_attempt_at = now()`);
      expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
      const second = await rowOf(db(), 'refused');
      expect(second?.waitSeconds).toBeGreaterThan(55);
      expect(second?.waitSeconds).toBeLessThanOrEqual(60);
      const [failed] = (await outbox.page({ page: 1, pageSize: 5, q: '' })).items;
      expect(failed).toMatchObject({ status: 'failed', attempts: 2 });

      refusing = false;
      await db().query(`UPDATE mail_outbox SET next_attempt_at = now()`);
      expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
      const [sent] = (await outbox.page({ page: 1, pageSize: 5, q: '' })).items;
      expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
    } finally {
      await server.close();
    }
  }, 30_000);

  it('gives up after the last try when no mail server answers', async () => {
    const down = smtpMailSender('smtp://127.0.0.1:1', { timeoutMs: 2_000 });
    const outbox = new MailOutboxSql(db());
    const rules = { ...defaultDeliveryRules, maxAttempts: 2 };
    await enqueueMail(db(), aMail('down'));
    await deliverDueMail({ outbox, sender: down, log }, rules);
    await db().query(`UPDATE mail_outbox SET next_attempt_at = now()`);
    expect(await deliverDueMail({ outbox, sender: down, log }, rules)).toEqual({
      sent: 0,
      failed: 1,
    });
    expect((await rowOf(db(), 'down'))?.waitSeconds).toBeNull();
    expect(await outbox.claimDue(10, 60)).toEqual([]);
  });

  it('sends, exactly once, the e-mails a worker claimed before it died', async () => {
    const keys = [1, 2, 3].map((n) => `orphan-${db().kind}-${n}`);
    for (const key of keys) await enqueueMail(db(), aMail(key));
    const lease = 2;
    if (db().kind === 'postgres') await claimInAProcessThatDies(db(), lease);
    // On PGlite (one process) the claim is made and never finished, as by a dead worker.
    else expect(await new MailOutboxSql(db()).claimDue(10, lease)).toHaveLength(3);

    const heir = { outbox: new MailOutboxSql(db()), sender, log };
    expect(await deliverDueMail(heir)).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, lease * 1000 + 200));
    expect(await deliverDueMail(heir)).toEqual({ sent: 3, failed: 0 });
    expect(await deliverDueMail(heir)).toEqual({ sent: 0, failed: 0 });
    for (const key of keys) {
      expect(caughtSubjects().filter((subject) => subject === `Receipt ${key}`)).toHaveLength(1);
    }
  }, 30_000);

  it('sends each e-mail once while two workers deliver at the same time', async () => {
    const keys = Array.from({ length: 12 }, (_, n) => `pair-${db().kind}-${n}`);
    for (const key of keys) await enqueueMail(db(), aMail(key));
    const rules = { ...defaultDeliveryRules, batchSize: 4 };
    const worker = () => deliverDueMail({ outbox: new MailOutboxSql(db()), sender, log }, rules);
    const runs = await Promise.all([worker(), worker(), worker(), worker()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
    for (const key of keys) {
      expect(caughtSubjects().filter((subject) => subject === `Receipt ${key}`)).toHaveLength(1);
    }
  }, 30_000);
});

/** A separate process claims every due row for `lease` seconds, then is killed (-9). */
async function claimInAProcessThatDies(db: SqlClient, lease: number): Promise<void> {
  const target = await postgresTarget(db);
  const worker = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./testing/claiming-worker.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: target.url,
        TEST_SCHEMA: target.schema,
        LEASE_SECONDS: String(lease),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const said = await new Promise<string>((resolve, reject) => {
      worker.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString()));
      worker.on('exit', (code) => reject(new Error(`the worker exited early: ${code}`)));
    });
    expect(said).toContain('claimed 3');
  } finally {
    worker.kill('SIGKILL');
  }
}
