// `GET /export/orders.csv?from=&to=`, `/export/invoices.csv?from=&to=`,
// `/export/credit-notes.csv?from=&to=` and `GET /export/tools.csv` (admin, finance): the CSV
// files, their chunks read from the sources as the client takes them (export-csv.ts).
import { exportFileName, parseExportRange, type ExportRange } from '../../domain/export-range';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { FileAnswer } from '../../domain/file-answer';
import type { ExportSources } from '../ports/export-sources.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { creditNotesCsv, invoicesCsv, ordersCsv, toolsCsv } from './export-csv';

const CSV = 'text/csv; charset=utf-8';

type DaysQuery = Readonly<Record<string, string | undefined>>;

/** A file of the days the query names, or the sentence saying what is wrong with them. */
function daysFile(
  kind: string,
  viewer: Viewer,
  query: DaysQuery,
  chunks: (range: ExportRange) => AsyncGenerator<string>,
): Result<FileAnswer, Refusal> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const range = parseExportRange(query);
  if (!range.ok) return fail({ code: 'invalid', message: range.message });
  const days = { from: query['from']?.trim() ?? '', to: query['to']?.trim() ?? '' };
  return ok({ name: exportFileName(kind, days), type: CSV, chunks: chunks(range.value) });
}

export const ordersCsvFile = (exports: ExportSources, viewer: Viewer, query: DaysQuery) =>
  daysFile('orders', viewer, query, (range) => ordersCsv(exports, range));

/** Invoices issued in the days asked for, each with where it stands at `now`. */
export const invoicesCsvFile = (
  exports: ExportSources,
  viewer: Viewer,
  query: DaysQuery,
  now: Date,
) => daysFile('invoices', viewer, query, (range) => invoicesCsv(exports, range, now));

export const creditNotesCsvFile = (exports: ExportSources, viewer: Viewer, query: DaysQuery) =>
  daysFile('credit-notes', viewer, query, (range) => creditNotesCsv(exports, range));

export function toolsCsvFile(exports: ExportSources, viewer: Viewer): Result<FileAnswer, Refusal> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return ok({ name: 'tools.csv', type: CSV, chunks: toolsCsv(exports) });
}
