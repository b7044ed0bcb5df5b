// The whole API on a real loopback socket, as @hono/node-server runs it in production: a
// client that starts a body upload and hangs up is one log line saying so, not a 500 with
// a stack trace.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, expect, it } from 'vitest';
import { people } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const lines: string[] = [];
const t = setupRouteTest({ log: (line) => lines.push(line) });

let server: ServerType | undefined;
afterEach(async () => {
  lines.length = 0;
  server?.close();
  if (server) await once(server, 'close');
});

async function listening(): Promise<number> {
  // Node's own Response stays global for the other files this worker runs (msw's stand-ins).
  server = serve({
    fetch: t.app.fetch,
    hostname: '127.0.0.1',
    port: 0,
    overrideGlobalObjects: false,
  });
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

async function until(done: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline)
      throw new Error(`gave up waiting; the log so far: ${lines.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('logs a body upload the client hung up on as aborted, with the e-mail masked', async () => {
  const port = await listening();
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  // The server answers 100 Continue once the request is in the API's hands; then the
  // client sends a part of the body it announced, and hangs up.
  socket.write(
    [
      `PATCH /user/${people.customer} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${t.tokens.customer}`,
      'Content-Type: application/json',
      'Content-Length: 1000',
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  const [interim] = (await once(socket, 'data')) as [Buffer];
  expect(interim.toString()).toMatch(/^HTTP\/1\.1 100 Continue/);
  socket.write('{"name":"Casey');
  socket.destroy();

  await until(() => lines.some((line) => line.startsWith('PATCH ')));
  expect(lines).toEqual([
    expect.stringMatching(
      /^PATCH \/user\/c\*\*\*@paintco\.test aborted by the client after \d+\.\dms$/,
    ),
  ]);
});
