// The admins' CSV downloads, as the browser sees them (beyond the spec's calls).
import type { ExportDays } from '../domain/export-range';
import type { ApiResult } from './api.port';

export type ExportKind = 'orders' | 'tools';

export interface ExportsApi {
  /**
   * `GET /export/orders.csv?from=&to=` or `GET /export/tools.csv` (admin): the file, ready
   * to save. The days apply to orders (when they were placed); tools are the catalogue now.
   */
  downloadCsv(kind: ExportKind, days: ExportDays): ApiResult<Blob>;
}
