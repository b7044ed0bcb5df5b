// `GET /export/orders.csv?from=&to=` and `GET /export/tools.csv` (admin): the CSV files, their
// chunks read from the sources as the client takes them (export-csv.ts).
import { exportFileName, parseExportRange } from '../../domain/export-range';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { FileAnswer } from '../../domain/file-answer';
import type { ExportSources } from '../ports/export-sources.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { ordersCsv, toolsCsv } from './export-csv';

const CSV = 'text/csv; charset=utf-8';

export function ordersCsvFile(
  exports: ExportSources,
  viewer: Viewer,
  query: Readonly<Record<string, string | undefined>>,
): Result<FileAnswer, Refusal> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const range = parseExportRange(query);
  if (!range.ok) return fail({ code: 'invalid', message: range.message });
  const days = { from: query['from']?.trim() ?? '', to: query['to']?.trim() ?? '' };
  return ok({
    name: exportFileName('orders', days),
    type: CSV,
    chunks: ordersCsv(exports, range.value),
  });
}

export function toolsCsvFile(exports: ExportSources, viewer: Viewer): Result<FileAnswer, Refusal> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return ok({ name: 'tools.csv', type: CSV, chunks: toolsCsv(exports) });
}
