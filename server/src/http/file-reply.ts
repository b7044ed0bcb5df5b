// A call's file reply: a Blob sent whole, or a FileAnswer (src/domain/file-answer.ts)
// streamed as it is read, and read only as fast as the client takes it, so 100,000 orders never sit in memory at once. The
// first chunk is read before the answer starts, so a source that cannot be read gets a
// proper error reply; a chunk that fails later breaks the download off (never a short file
// that looks whole), logged.
import type { Context } from 'hono';
import type { FileAnswer } from '../../../src/domain/file-answer';
import type { AppEnv } from './app-env';
import { loggedPath } from './logged-path';

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

export async function fileReply(
  c: Context<AppEnv>,
  file: FileAnswer | Blob,
  log: (line: string) => void,
): Promise<Response> {
  // A file already whole (an invoice) is the caller's own: the browser may keep it.
  if (file instanceof Blob) {
    return c.body(file.stream(), 200, {
      'Content-Type': file.type,
      ...(file instanceof File && { 'Content-Disposition': `attachment; filename="${file.name}"` }),
      'Cache-Control': 'private',
    });
  }
  const iterator = file.chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const brokeOff = (error: unknown) =>
    log(
      `${c.req.method} ${loggedPath(c.req.path)}: the file broke off: ${
        error instanceof Error ? (error.stack ?? error.message) : String(error)
      }`,
    );
  return c.body(pulled(first, iterator, brokeOff), 200, {
    'Content-Type': file.type,
    'Content-Disposition': `attachment; filename="${file.name}"`,
    // Customers' names and addresses: never kept by a shared cache.
    'Cache-Control': 'no-store',
  });
}
