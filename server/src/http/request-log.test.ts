// The request log as the API registers it (with its error handler): e-mails in paths are
// masked, a path cannot forge a line, and a client that gives up is one line saying so.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { requestLog } from './request-log';

function loggedApp() {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const app = new Hono();
  app.use(requestLog(log));
  app.onError(errorHandler(log));
  app.get('/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return c.text('late');
  });
  app.post('/upload', async (c) => c.text(await c.req.text()));
  app.get('/fault/*', () => {
    throw new Error('the database is on fire');
  });
  app.all('*', (c) => c.text('ok'));
  return { app, lines };
}

/** A body that sends its first bytes, then fails once `signal` aborts, as a cut connection does. */
function uploadCutBy(signal: AbortSignal): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"name":'));
      signal.addEventListener('abort', () => controller.error(new Error('aborted')));
    },
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A log line that is `start`, then the time taken, then `end`. */
const line = (start: string, end = '') =>
  expect.stringMatching(new RegExp(`^${escaped(start)}\\d+\\.\\dms${escaped(end)}$`));

describe('the request log', () => {
  it.each([
    ['PUT', '/user/ann@example.com', '/user/a***@example.com'],
    ['GET', '/admin/ann%40example.com', '/admin/a***@example.com'],
    ['GET', '/admin/ann%2540example.com', '/admin/a***@example.com'],
    ['PUT', '/user/admin/Ann.Lee@mail.example.co.uk', '/user/admin/A***@mail.example.co.uk'],
    ['PATCH', '/user/%22ann%22@example.com', '/user/***@example.com'],
    ['GET', '/admin/x@ann@example.com', '/admin/x***@example.com'],
    ['GET', '/tool/42', '/tool/42'],
  ])('masks the e-mail in %s %s', async (method, path, logged) => {
    const { app, lines } = loggedApp();
    await app.request(path, { method });

    expect(lines).toEqual([line(`${method} ${logged} 200 `)]);
    expect(lines[0]).not.toMatch(/ann/i);
  });

  it('keeps a path on its own line', async () => {
    const { app, lines } = loggedApp();
    await app.request('/tool%0A2026-06-15T12:00:00Z%20GET%20/admin%0D');

    expect(lines).toEqual([line('GET /tool%0A2026-06-15T12:00:00Z GET /admin%0D 200 ')]);
  });

  it('masks the e-mail in the report of a fault too', async () => {
    const { app, lines } = loggedApp();
    const response = await app.request('/fault/ann@example.com');

    expect(response.status).toBe(500);
    expect(lines).toEqual([
      expect.stringMatching(
        /^unhandled error on GET \/fault\/a\*\*\*@example\.com: Error: the data/,
      ),
      line('GET /fault/a***@example.com 500 '),
    ]);
    expect(lines.join('\n')).not.toContain('ann@');
  });

  it('logs a request whose body upload the client aborted as one abort line', async () => {
    const { app, lines } = loggedApp();
    const client = new AbortController();
    const sent = app.request('/upload', {
      method: 'POST',
      body: uploadCutBy(client.signal),
      duplex: 'half',
      signal: client.signal,
    } as RequestInit);
    setTimeout(() => client.abort(), 10);
    await sent;

    expect(lines).toEqual([line('POST /upload aborted by the client after ')]);
  });

  it('says when the client left before a slow answer it was still given', async () => {
    const { app, lines } = loggedApp();
    const client = new AbortController();
    const sent = app.request('/slow', { signal: client.signal });
    setTimeout(() => client.abort(), 10);
    await sent;

    expect(lines).toEqual([
      line('GET /slow aborted by the client after ', ' (answered 200, not delivered)'),
    ]);
  });
});
