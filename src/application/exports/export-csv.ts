// The exports as text chunks, one per batch read, so the server can stream a file of
// 100,000 orders while holding one batch. The header goes out with the first batch: reading
// the first chunk proves the source can be read while a proper error can still be answered.
import type { ExportRange } from '../../domain/export-range';
import type { ExportSources } from '../ports/export-sources.port';
import { csvHeader, csvRecords } from './csv-text';
import { ORDER_EXPORT_HEADER, orderExportRows } from './order-export-rows';
import { TOOL_EXPORT_HEADER, toolExportRow } from './tool-export-rows';
import {
  CREDIT_NOTE_EXPORT_HEADER,
  creditNoteExportRow,
  INVOICE_EXPORT_HEADER,
  invoiceExportRow,
} from './invoice-export-rows';

/** Rows read per query: large enough to keep round trips few, small enough to hold. */
export const EXPORT_BATCH_SIZE = 500;

async function* csvChunks<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  records: (batch: readonly T[]) => string,
): AsyncGenerator<string> {
  let head = csvHeader(header);
  for await (const batch of batches) {
    yield head + records(batch);
    head = '';
  }
  if (head) yield head;
}

export const ordersCsv = (
  sources: Pick<ExportSources, 'ordersPlacedIn'>,
  range: ExportRange,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> =>
  csvChunks(ORDER_EXPORT_HEADER, sources.ordersPlacedIn(range, batchSize), (orders) =>
    csvRecords(orders.flatMap(orderExportRows)),
  );

export const toolsCsv = (
  sources: Pick<ExportSources, 'tools'>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> =>
  csvChunks(TOOL_EXPORT_HEADER, sources.tools(batchSize), (tools) =>
    csvRecords(tools.map(toolExportRow)),
  );

/** Invoices, each with where it stands at `today`. */
export const invoicesCsv = (
  sources: Pick<ExportSources, 'invoicesIssuedIn'>,
  range: ExportRange,
  today: Date,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> =>
  csvChunks(INVOICE_EXPORT_HEADER, sources.invoicesIssuedIn(range, batchSize), (invoices) =>
    csvRecords(invoices.map((invoice) => invoiceExportRow(invoice, today))),
  );

export const creditNotesCsv = (
  sources: Pick<ExportSources, 'creditNotesIssuedIn'>,
  range: ExportRange,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> =>
  csvChunks(CREDIT_NOTE_EXPORT_HEADER, sources.creditNotesIssuedIn(range, batchSize), (notes) =>
    csvRecords(notes.map(creditNoteExportRow)),
  );
