// The CSV exports' sources over the in-memory store, read from the Maps in batches as the
// SQL repository reads its tables.
import type { ExportSources } from '../../application/ports/export-sources.port';
import type {
  CreditNoteExportEntry,
  InvoiceExportEntry,
} from '../../application/exports/invoice-export-rows';
import { inExportRange, type ExportRange } from '../../domain/export-range';
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
  documents: {
    readonly invoices: () => readonly InvoiceExportEntry[];
    readonly creditNotes: () => readonly CreditNoteExportEntry[];
  },
): ExportSources {
  const issuedIn = <T extends { issuedAt: string; number: string }>(
    range: ExportRange,
    all: readonly T[],
  ) =>
    all
      .filter((document) => inExportRange(range, document.issuedAt))
      .sort((a, b) => a.number.localeCompare(b.number));
  return {
    invoicesIssuedIn: (range, batchSize) =>
      inBatches(issuedIn(range, documents.invoices()), batchSize),
    creditNotesIssuedIn: (range, batchSize) =>
      inBatches(issuedIn(range, documents.creditNotes()), batchSize),
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
