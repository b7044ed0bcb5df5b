// The CSV exports over the in-memory store: the same use case and the same file as the
// API's, read from the Maps in batches as the SQL repository reads its tables.
import { ordersCsv, toolsCsv } from '../../application/exports/export-csv';
import type { ExportSources } from '../../application/ports/export-sources.port';
import { inExportRange, parseExportRange, type ExportDays } from '../../domain/export-range';
import type { Order } from '../../domain/order';
import { fail, ok } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import type { ExportKind } from '../../ports/exports-api.port';
import { invalid } from './api-errors';
import type { Outcome } from './api-input';

async function* inBatches<T>(items: readonly T[], batchSize: number) {
  for (let start = 0; start < items.length; start += batchSize) {
    yield items.slice(start, start + batchSize);
  }
}

export function exportSourcesOver(
  orders: () => readonly Order[],
  tools: () => readonly Tool[],
): ExportSources {
  return {
    ordersPlacedIn: (range, batchSize) =>
      inBatches(
        orders()
          .filter((order) => inExportRange(range, order.createdAt))
          .sort((a, b) => a.number - b.number),
        batchSize,
      ),
    tools: (batchSize) =>
      inBatches(
        [...tools()].sort((a, b) => (a._id < b._id ? -1 : 1)),
        batchSize,
      ),
  };
}

export async function csvDownload(
  sources: ExportSources,
  kind: ExportKind,
  days: ExportDays,
): Promise<Outcome<Blob>> {
  let chunks: AsyncIterable<string>;
  if (kind === 'tools') chunks = toolsCsv(sources);
  else {
    const range = parseExportRange({ from: days.from, to: days.to });
    if (!range.ok) return fail(invalid(range.message));
    chunks = ordersCsv(sources, range.value);
  }
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return ok(new Blob(parts, { type: 'text/csv; charset=utf-8' }));
}
