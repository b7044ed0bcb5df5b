// The e-mail outbox on the SQL client: enqueued inside the transaction of the event that
// causes it, claimed for a lease by a delivery worker, then marked sent or failed. Times
// are the database's, so every API process reads one clock for leases and back-off.
import { randomBytes } from 'node:crypto';
import {
  mailStatusOf,
  type AdminMail,
  type MailboxEntry,
  type OutgoingMail,
} from '../../../src/domain/mail';
import type { Page, PageQuery } from '../../../src/domain/page';
import type { Mailbox } from '../../../src/application/ports/mailbox.port';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import { selectPage } from './sql-page';
import { iso, type RowOf } from './sql-row';

/**
 * Queues `mail` inside the caller's transaction (`sql` is its client): committed with the
 * event or not at all. A second mail of the same dedupe key is dropped; answers whether
 * this one was queued.
 */
export async function enqueueMail(sql: SqlExecutor, mail: OutgoingMail): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO mail_outbox (dedupe_key, recipient, subject, body_text, body_html)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mail.dedupeKey, mail.to, mail.subject, mail.text, mail.html],
  );
  return rows.length === 1;
}

/**
 * Queues one copy of `mail` to every admin as the users table says now (low-stock alerts
 * and the like), each keyed `<dedupeKey>:<admin e-mail>`; answers how many were queued.
 */
export async function enqueueMailToAdmins(sql: SqlExecutor, mail: AdminMail): Promise<number> {
  const rows = await sql.query(
    `INSERT INTO mail_outbox (dedupe_key, recipient, subject, body_text, body_html)
     SELECT $1 || ':' || email, email, $2, $3, $4 FROM users WHERE role = 'admin'
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mail.dedupeKey, mail.subject, mail.text, mail.html],
  );
  return rows.length;
}

/** A row a worker holds: the mail, and the token that proves the lease is still its own. */
export interface ClaimedMail {
  readonly id: string;
  readonly dedupeKey: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** This claim included. */
  readonly attempts: number;
  readonly leaseToken: string;
}

type MailboxRow = Omit<RowOf<MailboxEntry, 'createdAt' | 'sentAt'>, 'status'>;

const mailboxColumns = `id::text AS "_id", recipient AS "to", subject, body_text AS "text",
  attempts, created_at AS "createdAt", sent_at AS "sentAt", last_error AS "lastError"`;

function toEntry({ createdAt, sentAt, lastError, ...row }: MailboxRow): MailboxEntry {
  const facts = {
    ...(sentAt === null ? {} : { sentAt: iso(sentAt) }),
    ...(lastError === null ? {} : { lastError }),
  };
  return {
    ...row,
    createdAt: iso(createdAt),
    status: mailStatusOf(facts),
    ...facts,
  };
}

const mailboxPage = {
  columns: mailboxColumns,
  table: 'mail_outbox',
  searchIn: ['recipient', 'subject'],
  orderBy: 'created_at DESC, id DESC',
  to: toEntry,
};

export class MailOutboxSql implements Mailbox {
  constructor(private readonly db: SqlClient) {}

  /**
   * Takes up to `limit` due rows for `leaseSeconds`: rows another worker holds (locked
   * now, or leased and the lease not over) are skipped, so across processes a row is held
   * by one worker at a time. A worker that dies holding rows lets their lease run out.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
    const token = randomBytes(12).toString('hex');
    return this.db.query<ClaimedMail>(
      `UPDATE mail_outbox SET lease_token = $1, attempts = attempts + 1,
              lease_until = now() + make_interval(secs => $3::float8)
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE next_attempt_at <= now() AND (lease_until IS NULL OR lease_until <= now())
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, dedupe_key AS "dedupeKey", recipient AS "to", subject,
                 body_text AS "text", body_html AS "html", attempts, lease_token AS "leaseToken"`,
      [token, limit, leaseSeconds],
    );
  }

  /** Marks a claimed row sent; false when the lease was lost (another worker has it now). */
  async markSent(mail: ClaimedMail): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE mail_outbox SET sent_at = now(), next_attempt_at = NULL, lease_until = NULL
       WHERE id = $1 AND lease_token = $2 AND sent_at IS NULL RETURNING id`,
      [mail.id, mail.leaseToken],
    );
    return rows.length === 1;
  }

  /**
   * Records a refused send; the row is due again after `retryInSeconds`, or never
   * (undefined: its tries ran out).
   */
  async markFailed(
    mail: ClaimedMail,
    error: string,
    retryInSeconds: number | undefined,
  ): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET last_error = $3, lease_until = NULL,
              next_attempt_at = CASE WHEN $4::float8 IS NULL THEN NULL
                                     ELSE now() + make_interval(secs => $4::float8) END
       WHERE id = $1 AND lease_token = $2 AND sent_at IS NULL`,
      [mail.id, mail.leaseToken, error.slice(0, 1000), retryInSeconds ?? null],
    );
  }

  page(query: PageQuery): Promise<Page<MailboxEntry>> {
    return selectPage(this.db, mailboxPage, query);
  }
}
