// What the exports read, a batch at a time, so that a file of any length is written without
// holding it in memory: the SQL repositories on the server, the Maps in the in-memory API.
import type { ExportRange } from '../../domain/export-range';
import type { Order } from '../../domain/order';
import type { Tool } from '../../domain/tool';
import type { CreditNoteExportEntry, InvoiceExportEntry } from '../exports/invoice-export-rows';

export interface ExportSources {
  /** Orders placed within the range, oldest first, in batches of at most `batchSize`. */
  ordersPlacedIn(range: ExportRange, batchSize: number): AsyncIterable<readonly Order[]>;
  /** Invoices issued within the range, in number order, in batches of at most `batchSize`. */
  invoicesIssuedIn(
    range: ExportRange,
    batchSize: number,
  ): AsyncIterable<readonly InvoiceExportEntry[]>;
  /** Credit notes issued within the range, in number order, as the invoices. */
  creditNotesIssuedIn(
    range: ExportRange,
    batchSize: number,
  ): AsyncIterable<readonly CreditNoteExportEntry[]>;
  /** Every tool, in a stable order, in batches of at most `batchSize`. */
  tools(batchSize: number): AsyncIterable<readonly Tool[]>;
}
