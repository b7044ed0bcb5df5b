// Quotes on the SQL client. Every change is one conditional statement (or, for accepting,
// one transaction that locks the quote first), so a second accept or a decline racing a
// price finds the quote as the first left it.
import type { QuoteLine, StoredQuote } from '../../../src/domain/quote';
import type {
  AcceptResult,
  NewQuote,
  QuoteStore,
} from '../../../src/application/ports/quote-store.port';
import type { NewOrder, PlaceLimits } from '../../../src/application/ports/order-store.port';
import type { Page } from '../../../src/domain/page';
import type { QuotePageQuery } from '../../../src/domain/quote-list';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import { selectPage, type PageCondition } from './sql-page';
import { placeOrderWithin } from './orders.sql';
import { enqueueQuoteMail } from './event-mail.sql';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';
import { iso, mustExist, returnedId, selecting, withoutNulls, type RowOf } from './sql-row';

type QuoteRow = Omit<RowOf<StoredQuote, 'createdAt' | 'expiresAt'>, 'lines'> & {
  lines: QuoteLine[] | null;
};

const quoteColumns = `id::text AS "_id", created_at AS "createdAt", name, email, company,
  message, status, expires_at AS "expiresAt", order_id::text AS "orderId",
  account_email AS "account",
  (SELECT json_agg(json_strip_nulls(json_build_object('toolId', l.tool_id::text,
     'toolName', l.tool_name, 'toolImg', l.tool_img, 'partNumber', t.part_number, 'qty', l.qty,
     'unitPrice', l.unit_price::float8, 'total', l.total::float8)) ORDER BY l.position)
   FROM quote_lines l LEFT JOIN tools t ON t.id = l.tool_id
   WHERE l.quote_id = quotes.id) AS lines`;

function toQuote({ createdAt, expiresAt, lines, ...row }: QuoteRow): StoredQuote {
  return withoutNulls({
    ...row,
    createdAt: iso(createdAt),
    lines: lines ?? [],
    expiresAt: expiresAt && iso(expiresAt),
  });
}

const selectQuotes = selecting(quoteColumns, 'quotes', toQuote);
const newestFirst = 'ORDER BY created_at DESC, id DESC';

async function findQuote(db: SqlExecutor, id: string): Promise<StoredQuote | undefined> {
  return (await selectQuotes(db, 'WHERE id = $1', [id]))[0];
}

/** A status as it stands at `now`: "quoted" and "expired" are told apart by the expiry. */
function statusConditions(status: QuotePageQuery['status'], now: Date): PageCondition[] {
  if (status === undefined) return [];
  if (status === 'quoted' || status === 'expired') {
    const expiry = status === 'quoted' ? '>' : '<=';
    return [
      { sql: "status = 'quoted'" },
      { sql: (param) => `expires_at ${expiry} ${param}`, value: now },
    ];
  }
  return [{ sql: (param) => `status = ${param}`, value: status }];
}

const quotePage = {
  columns: quoteColumns,
  table: 'quotes',
  // As quoteSearchFields: the sender, the reference, the tools' names and part numbers.
  searchIn: [
    'name',
    'email',
    "coalesce(company, '')",
    "'Q-' || upper(left(id::text, 8))",
    `coalesce((SELECT string_agg(l.tool_name, E'\\n' ORDER BY l.position)
       FROM quote_lines l WHERE l.quote_id = quotes.id), '')`,
    `coalesce((SELECT string_agg(coalesce(t.part_number, ''), E'\\n' ORDER BY l.position)
       FROM quote_lines l LEFT JOIN tools t ON t.id = l.tool_id
       WHERE l.quote_id = quotes.id), '')`,
  ],
  orderBy: 'created_at DESC, id DESC',
  to: toQuote,
};

export class QuotesSql implements QuoteStore {
  constructor(
    private readonly db: SqlClient,
    /** The store's address (SITE_URL), which the quote and order e-mails' links start with. */
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  add(quote: NewQuote): Promise<StoredQuote> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO quotes (created_at, name, email, company, message, account_email)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [
          quote.createdAt,
          quote.name,
          quote.email,
          quote.company ?? null,
          quote.message,
          quote.account ?? null,
        ],
      );
      const id = returnedId(inserted);
      if (quote.lines.length > 0) {
        await tx.query(
          `INSERT INTO quote_lines (quote_id, position, tool_id, tool_name, tool_img, qty)
           SELECT $1, l.position - 1, l.tool_id, l.tool_name, l.tool_img, l.qty
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[])
                WITH ORDINALITY AS l(tool_id, tool_name, tool_img, qty, position)`,
          [
            id,
            quote.lines.map((line) => line.toolId),
            quote.lines.map((line) => line.toolName),
            quote.lines.map((line) => line.toolImg),
            quote.lines.map((line) => line.qty),
          ],
        );
      }
      return mustExist(await findQuote(tx, id), 'The quote just inserted was not found');
    });
  }

  findById(id: string): Promise<StoredQuote | undefined> {
    return findQuote(this.db, id);
  }

  listAll(): Promise<StoredQuote[]> {
    return selectQuotes(this.db, newestFirst);
  }

  findPage(query: QuotePageQuery, now: Date): Promise<Page<StoredQuote>> {
    const where = statusConditions(query.status, now);
    return selectPage(this.db, { ...quotePage, where }, query);
  }

  listByAccount(email: string): Promise<StoredQuote[]> {
    return selectQuotes(this.db, `WHERE account_email = $1 ${newestFirst}`, [email]);
  }

  setPrices(
    id: string,
    lines: readonly QuoteLine[],
    expiresAt: Date,
  ): Promise<StoredQuote | undefined> {
    return this.db.transaction(async (tx) => {
      const changed = await tx.query(
        `UPDATE quotes SET status = 'quoted', expires_at = $2
         WHERE id = $1 AND status IN ('new', 'quoted') RETURNING id`,
        [id, expiresAt],
      );
      if (changed.length === 0) return undefined;
      await tx.query(
        `UPDATE quote_lines SET unit_price = l.unit_price, total = l.unit_price * quote_lines.qty
         FROM unnest($2::uuid[], $3::numeric[]) AS l(tool_id, unit_price)
         WHERE quote_lines.quote_id = $1 AND quote_lines.tool_id = l.tool_id`,
        [id, lines.map((line) => line.toolId), lines.map((line) => line.unitPrice ?? 0)],
      );
      await enqueueQuoteMail(tx, 'priced', id, this.siteUrl);
      return findQuote(tx, id);
    });
  }

  decline(id: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE quotes SET status = 'declined' WHERE id = $1 AND status IN ('new', 'quoted')
         RETURNING id`,
        [id],
      );
      if (rows.length === 1) await enqueueQuoteMail(tx, 'declined', id, this.siteUrl);
      return rows.length;
    });
  }

  accept(id: string, order: NewOrder, limits: PlaceLimits): Promise<AcceptResult> {
    return this.db.transaction(async (tx): Promise<AcceptResult> => {
      // Locked first: a second accept waits here, then finds the quote accepted.
      const rows = await tx.query<{ id: string }>(
        `SELECT id::text AS id FROM quotes
         WHERE id = $1 AND status = 'quoted' AND expires_at > $2 FOR UPDATE`,
        [id, limits.now],
      );
      if (rows.length === 0) return { accepted: false, reason: 'quote-changed' };
      const placed = await placeOrderWithin(tx, order, limits, this.siteUrl);
      if (!placed.placed) {
        return placed.reason === 'tool'
          ? { accepted: false, reason: 'tool', toolId: placed.toolId }
          : { accepted: false, reason: 'unpaid-limit', exceeded: placed.exceeded };
      }
      await tx.query(`UPDATE quotes SET status = 'accepted', order_id = $2 WHERE id = $1`, [
        id,
        placed.order._id,
      ]);
      return { accepted: true, order: placed.order };
    });
  }
}
