// Invoice PDFs on the SQL client, as bytea travelling as hex text (as images.sql.ts does).
import type { SqlExecutor } from '../db/sql-client.port';
import type { InvoicePdfs } from './invoice-pdfs.repository.port';

export class InvoicePdfsSql implements InvoicePdfs {
  constructor(private readonly db: SqlExecutor) {}

  async find(sequence: number): Promise<Uint8Array | undefined> {
    const rows = await this.db.query<{ hex: string }>(
      `SELECT encode(pdf, 'hex') AS hex FROM invoice_pdfs WHERE sequence = $1`,
      [sequence],
    );
    const hex = rows[0]?.hex;
    return hex === undefined ? undefined : Buffer.from(hex, 'hex');
  }

  async keep(sequence: number, pdf: Uint8Array): Promise<Uint8Array> {
    await this.db.query(
      `INSERT INTO invoice_pdfs (sequence, pdf) VALUES ($1, decode($2, 'hex'))
       ON CONFLICT (sequence) DO NOTHING`,
      [sequence, Buffer.from(pdf).toString('hex')],
    );
    // A statement of its own: it sees the row of a request that won the insert meanwhile.
    return (await this.find(sequence)) ?? pdf;
  }
}
