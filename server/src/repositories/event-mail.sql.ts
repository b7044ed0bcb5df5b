// The one-line hooks that queue a customer's e-mail inside the transaction of the change
// that causes it (orders.sql.ts, quotes.sql.ts): each reads what the e-mail shows from
// the same transaction, renders it with the domain's templates, and queues it once.
// `siteUrl`: the store's address (SITE_URL), which the e-mails' links start with.
import type { OrderLine } from '../../../src/domain/order-line';
import { orderMail, type MailOrder, type OrderMailKind } from '../../../src/domain/order-mails';
import type { QuoteLine } from '../../../src/domain/quote';
import { quoteMail, type MailQuote, type QuoteMailKind } from '../../../src/domain/quote-mails';
import type { SqlExecutor } from '../db/sql-client.port';
import { enqueueMail } from './mail-outbox.sql';
import { accountColumn } from './order-account.sql';
import { iso, withoutNulls, type RowOf } from './sql-row';

type MailOrderRow = Omit<RowOf<MailOrder, 'expiresAt'>, 'lines'> & { lines: OrderLine[] | null };

const mailOrderColumns = `id::text AS "_id", number, name, email, tool_price::float8 AS "toolPrice",
  transaction_id AS "transactionId", expires_at AS "expiresAt", ${accountColumn},
  (SELECT json_agg(json_build_object('toolId', l.tool_id::text, 'toolName', l.tool_name,
     'toolImg', l.tool_img, 'qty', l.qty, 'unitPrice', l.unit_price::float8, 'total', l.total::float8)
     ORDER BY l.position)
   FROM order_lines l WHERE l.order_id = orders.id) AS lines`;

function toMailOrder({ expiresAt, lines, ...row }: MailOrderRow): MailOrder {
  return withoutNulls({ ...row, lines: lines ?? [], expiresAt: expiresAt && iso(expiresAt) });
}

/**
 * Queues the e-mail of `kind` about order `orderId` in `tx`. Call it after the change,
 * except 'cancelled': call that just before the unpaid order is deleted (it locks the
 * order, and queues only while the order is still unpaid, so the deletion that follows in
 * the same transaction is certain).
 */
export async function enqueueOrderMail(
  tx: SqlExecutor,
  kind: OrderMailKind,
  orderId: string,
  siteUrl: string,
): Promise<void> {
  const rows = await tx.query<MailOrderRow>(
    `SELECT ${mailOrderColumns} FROM orders
     WHERE id = $1 AND ($2 <> 'cancelled' OR status = 'unpaid') FOR UPDATE`,
    [orderId, kind],
  );
  if (rows[0]) await enqueueMail(tx, orderMail(kind, toMailOrder(rows[0]), siteUrl));
}

/**
 * Queues a reminder for every unpaid order that lapses after `now` and within `minutes`,
 * once per order however often it runs; answers how many it queued.
 */
export async function enqueueExpiringOrderMails(
  sql: SqlExecutor,
  now: Date,
  minutes: number,
  siteUrl: string,
): Promise<number> {
  const rows = await sql.query<MailOrderRow>(
    `SELECT ${mailOrderColumns} FROM orders
     WHERE status = 'unpaid' AND expires_at > $1
       AND expires_at <= $1 + make_interval(mins => $2::int)
       AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'order-expiring:' || orders.id)
     ORDER BY expires_at LIMIT 500`,
    [now, minutes],
  );
  let queued = 0;
  for (const row of rows) {
    if (await enqueueMail(sql, orderMail('expiring', toMailOrder(row), siteUrl))) queued += 1;
  }
  return queued;
}

type MailQuoteRow = Omit<RowOf<MailQuote, 'expiresAt'>, 'lines'> & { lines: QuoteLine[] | null };

/** Queues the answer to quote `quoteId` in `tx`, after it was priced or declined. */
export async function enqueueQuoteMail(
  tx: SqlExecutor,
  kind: QuoteMailKind,
  quoteId: string,
  siteUrl: string,
): Promise<void> {
  const rows = await tx.query<MailQuoteRow>(
    `SELECT id::text AS "_id", name, email, account_email AS "account", expires_at AS "expiresAt",
       (SELECT json_agg(json_build_object('toolId', l.tool_id::text, 'toolName', l.tool_name,
          'toolImg', l.tool_img, 'qty', l.qty, 'unitPrice', l.unit_price::float8,
          'total', l.total::float8) ORDER BY l.position)
        FROM quote_lines l WHERE l.quote_id = quotes.id) AS lines
     FROM quotes WHERE id = $1`,
    [quoteId],
  );
  const row = rows[0];
  if (!row) return;
  const { expiresAt, lines, ...quote } = row;
  await enqueueMail(
    tx,
    quoteMail(
      kind,
      withoutNulls({ ...quote, lines: lines ?? [], expiresAt: expiresAt && iso(expiresAt) }),
      siteUrl,
    ),
  );
}
