// The exports' reads on the SQL client: keyset pages (after the last number or id seen),
// so each batch is one indexed query and no batch holds more than `batchSize` rows.
import type { ExportSources } from '../../../src/application/ports/export-sources.port';
import type { ExportRange } from '../../../src/domain/export-range';
import type { Tool } from '../../../src/domain/tool';
import type {
  CreditNoteExportEntry,
  InvoiceExportEntry,
} from '../../../src/application/exports/invoice-export-rows';
import type { SqlExecutor, SqlValue } from '../db/sql-client.port';
import { selectOrders } from './orders.sql';
import { selectTools } from './tools.sql';

type Dated<T> = Omit<T, 'issuedAt' | 'dueDate'> & {
  sequence: string | number;
  issuedAt: Date | string;
  dueDate?: string | null;
};

// An invoice on account is billed to its company; one paid by card to the order's company,
// if any, else to the customer named on it. Paid: a card paid it whole when it was issued.
const invoiceColumns = `i.sequence, i.number, i.issued_at AS "issuedAt",
  coalesce(co.name, i.snapshot->'buyer'->>'name') AS "billedTo",
  (i.snapshot->>'orderNumber')::int AS "orderNumber", i.total_cents::float8 AS "totalCents",
  CASE WHEN a.invoice_number IS NULL THEN i.total_cents
       ELSE coalesce((SELECT sum(p.amount_cents) FROM invoice_payments p
                      WHERE p.invoice_number = i.number), 0) END::float8 AS "paidCents",
  coalesce((SELECT sum(c.total_cents) FROM credit_notes c
            WHERE c.invoice_number = i.number), 0)::float8 AS "creditedCents",
  to_char(a.due_on, 'YYYY-MM-DD') AS "dueDate"`;
const invoiceSources = `invoices i
  LEFT JOIN account_invoices a ON a.invoice_number = i.number
  LEFT JOIN orders o ON o.id = i.order_id
  LEFT JOIN companies co ON co.id = coalesce(a.company_id, o.company_id)`;

const creditNoteColumns = `sequence, number, issued_at AS "issuedAt",
  invoice_number AS "invoiceNumber", (snapshot->>'orderNumber')::int AS "orderNumber",
  total_cents::float8 AS "totalCents", snapshot->>'reason' AS reason`;

/** `$1` the key to read after; `column` within the range ($2 since, $3 before); `$4` rows. */
const afterWithin = (key: string, column: string) =>
  `WHERE ${key} > $1
     AND ($2::timestamptz IS NULL OR ${column} >= $2)
     AND ($3::timestamptz IS NULL OR ${column} < $3)
   ORDER BY ${key} LIMIT $4`;

const rangeParams = (after: SqlValue, range: ExportRange, batchSize: number) => [
  after,
  range.since ?? null,
  range.before ?? null,
  batchSize,
];

function undated<T>({ sequence: _sequence, issuedAt, dueDate, ...row }: Dated<T>) {
  return {
    ...row,
    issuedAt: new Date(issuedAt).toISOString(),
    ...(dueDate ? { dueDate } : {}),
  };
}

export class ExportsSql implements ExportSources {
  constructor(private readonly db: SqlExecutor) {}

  async *ordersPlacedIn(range: ExportRange, batchSize: number) {
    // Order numbers rise with placing, so they order the file by time and page it exactly
    // (created_at has microseconds a JavaScript Date would round away).
    let after = 0;
    for (;;) {
      const params = rangeParams(after, range, batchSize);
      const orders = await selectOrders(this.db, afterWithin('number', 'created_at'), params);
      if (orders.length > 0) yield orders;
      const last = orders.at(-1);
      if (!last || orders.length < batchSize) return;
      after = last.number;
    }
  }

  invoicesIssuedIn(range: ExportRange, batchSize: number) {
    return this.bySequence<InvoiceExportEntry>(
      `SELECT ${invoiceColumns} FROM ${invoiceSources} ${afterWithin('i.sequence', 'i.issued_at')}`,
      range,
      batchSize,
    );
  }

  creditNotesIssuedIn(range: ExportRange, batchSize: number) {
    return this.bySequence<CreditNoteExportEntry>(
      `SELECT ${creditNoteColumns} FROM credit_notes ${afterWithin('sequence', 'issued_at')}`,
      range,
      batchSize,
    );
  }

  /** Documents numbered without gaps, paged after the last sequence seen. */
  private async *bySequence<T>(sql: string, range: ExportRange, batchSize: number) {
    let after = 0;
    for (;;) {
      const rows = await this.db.query<Dated<T>>(sql, rangeParams(after, range, batchSize));
      if (rows.length > 0) yield rows.map((row) => undated<T>(row) as T);
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = Number(last.sequence);
    }
  }

  async *tools(batchSize: number) {
    let after: string | null = null;
    for (;;) {
      const rows: Tool[] = await selectTools(
        this.db,
        'WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2',
        [after, batchSize],
      );
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = last._id;
    }
  }
}
