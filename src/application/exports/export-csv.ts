// The two exports as text chunks: a header, then one chunk per batch read, so the server can
// stream a file of 100,000 orders while holding one batch.
import type { ExportRange } from '../../domain/export-range';
import type { ExportSources } from '../ports/export-sources.port';
import { csvHeader, csvRecords } from './csv-text';
import { ORDER_EXPORT_HEADER, orderExportRows } from './order-export-rows';
import { TOOL_EXPORT_HEADER, toolExportRow } from './tool-export-rows';

/** Rows read per query: large enough to keep round trips few, small enough to hold. */
export const EXPORT_BATCH_SIZE = 500;

export async function* ordersCsv(
  sources: Pick<ExportSources, 'ordersPlacedIn'>,
  range: ExportRange,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield csvHeader(ORDER_EXPORT_HEADER);
  for await (const orders of sources.ordersPlacedIn(range, batchSize)) {
    yield csvRecords(orders.flatMap(orderExportRows));
  }
}

export async function* toolsCsv(
  sources: Pick<ExportSources, 'tools'>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield csvHeader(TOOL_EXPORT_HEADER);
  for await (const tools of sources.tools(batchSize)) {
    yield csvRecords(tools.map(toolExportRow));
  }
}
