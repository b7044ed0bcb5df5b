// CSV exports for the admins: orders placed within a range of days, and the catalogue. The
// file is streamed as it is read, a batch at a time, and read only as fast as the client
// takes it, so 100,000 orders never sit in memory at once. The first batch is read before
// the answer starts, so a source that cannot be read gets a proper error reply; a batch
// that fails later breaks the download off (never a short file that looks whole), logged.
import { Hono, type Context } from 'hono';
import { ordersCsv, toolsCsv } from '../../../src/application/exports/export-csv';
import { exportFileName, parseExportRange } from '../../../src/domain/export-range';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin } from '../http/authenticate';
import { loggedPath } from '../http/logged-path';
import { fail } from '../http/problem';

/**
 * A byte stream of `first`, then the rest, reading the next chunk only when the client has
 * taken the last one. A failing read errors the stream, which cuts the connection.
 */
function pulled(
  first: IteratorResult<string>,
  rest: AsyncIterator<string>,
  brokeOff: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: IteratorResult<string> | undefined = first;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = pending ?? (await rest.next());
        pending = undefined;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        brokeOff(error);
        // Nothing of the database's reaches the client, only the break.
        controller.error(new Error('The export broke off.'));
      }
    },
    // A client that goes away stops the reading too.
    async cancel() {
      await rest.return?.();
    },
  });
}

async function csvFile(
  c: Context<AppEnv>,
  log: (line: string) => void,
  fileName: string,
  chunks: AsyncIterable<string>,
) {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const brokeOff = (error: unknown) =>
    log(
      `${c.req.method} ${loggedPath(c.req.path)}: the file broke off: ${
        error instanceof Error ? (error.stack ?? error.message) : String(error)
      }`,
    );
  return c.body(pulled(first, iterator, brokeOff), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    // Customers' names and addresses: never kept by a shared cache.
    'Cache-Control': 'no-store',
  });
}

export function exportRoutes(deps: AppDeps & { log: (line: string) => void }) {
  const signedIn = authenticate(deps);
  return new Hono<AppEnv>()
    .get('/export/orders.csv', signedIn, requireAdmin, async (c) => {
      const query = c.req.query();
      const range = parseExportRange(query);
      if (!range.ok) return fail(400, range.message);
      const days = { from: query['from']?.trim() ?? '', to: query['to']?.trim() ?? '' };
      return csvFile(
        c,
        deps.log,
        exportFileName('orders', days),
        ordersCsv(deps.exports, range.value),
      );
    })
    .get('/export/tools.csv', signedIn, requireAdmin, (c) =>
      csvFile(c, deps.log, 'tools.csv', toolsCsv(deps.exports)),
    );
}
