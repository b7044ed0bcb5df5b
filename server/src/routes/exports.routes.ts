// CSV exports for the admins: orders placed within a range of days, and the catalogue. The
// file is streamed as it is read, a batch at a time, and read only as fast as the client
// takes it, so 100,000 orders never sit in memory at once.
import { Hono, type Context } from 'hono';
import { ordersCsv, toolsCsv } from '../../../src/application/exports/export-csv';
import { exportFileName, parseExportRange } from '../../../src/domain/export-range';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin } from '../http/authenticate';
import { fail } from '../http/problem';

/** A byte stream that reads the next chunk only when the client has taken the last one. */
function pulled(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    // A client that goes away stops the reading too.
    async cancel() {
      await iterator.return?.();
    },
  });
}

function csvFile(c: Context<AppEnv>, fileName: string, chunks: AsyncIterable<string>) {
  return c.body(pulled(chunks), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    // Customers' names and addresses: never kept by a shared cache.
    'Cache-Control': 'no-store',
  });
}

export function exportRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  return new Hono<AppEnv>()
    .get('/export/orders.csv', signedIn, requireAdmin, (c) => {
      const query = c.req.query();
      const range = parseExportRange(query);
      if (!range.ok) return fail(400, range.message);
      const days = { from: query['from']?.trim() ?? '', to: query['to']?.trim() ?? '' };
      return csvFile(c, exportFileName('orders', days), ordersCsv(deps.exports, range.value));
    })
    .get('/export/tools.csv', signedIn, requireAdmin, (c) =>
      csvFile(c, 'tools.csv', toolsCsv(deps.exports)),
    );
}
