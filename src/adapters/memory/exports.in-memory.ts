// The CSV exports' sources over the in-memory store, read from the Maps in batches as the
// SQL repository reads its tables.
import type { ExportSources } from '../../application/ports/export-sources.port';
import { inExportRange } from '../../domain/export-range';
import type { Order } from '../../domain/order';
import type { Tool } from '../../domain/tool';

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
