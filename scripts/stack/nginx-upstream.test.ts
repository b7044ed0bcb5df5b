// nginx itself on the generated config, in front of stand-ins for the API processes: what
// a client sees when every process answers 503 (the database is away), and when one
// process is dead. Skipped where nginx is not installed.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEBIAN_MIME_TYPES, findNginx, spawnNginx } from './nginx-process';

const nginx = findNginx();
const installed = nginx !== undefined && existsSync(DEBIAN_MIME_TYPES);
const SENTENCE = 'The store cannot reach its database just now. Try again in a few seconds.';

const started: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of started.splice(0).reverse()) await stop();
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      started.push(() => new Promise<void>((done) => server.close(() => done())));
      resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );
}

/** An API process whose database is away: 503, Retry-After and a sentence, at once. */
const databaseAway = () =>
  listen(
    createServer((_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '2' });
      response.end(JSON.stringify({ message: SENTENCE }));
    }),
  );

const healthy = () =>
  listen(
    createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ok":true}');
    }),
  );

/** An address where no process listens any more (a process that died). */
async function dead(): Promise<string> {
  const server = createServer();
  const address = await listen(server);
  await new Promise<void>((done) => server.close(() => done()));
  return address;
}

/** A port free just now, for nginx to listen on. */
async function freePort(): Promise<number> {
  const address = await dead();
  return Number(address.split(':')[1]);
}

async function startNginx(servers: string[]): Promise<string> {
  const stateDir = mkdtempSync(join(tmpdir(), 'nginx-upstream-'));
  const port = await freePort();
  const child: ChildProcess = spawnNginx(nginx ?? 'nginx', {
    stateDir,
    listen: { host: '127.0.0.1', port },
    webRoot: stateDir,
    api: { servers },
    headers: {},
    mimeTypes: DEBIAN_MIME_TYPES,
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  started.push(async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(stateDir, { recursive: true, force: true });
  });
  const origin = `http://127.0.0.1:${port}`;
  // Listening once a request gets any answer (the stand-ins' 503 included).
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors.join('')}`);
    const answered = await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('nginx did not listen within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return origin;
}

/** `count` requests one after the other: each one's status, Retry-After and body. */
async function send(url: string, count: number, method = 'GET') {
  const answers: { status: number; retryAfter: string | null; body: string }[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(url, { method });
    answers.push({
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      body: await response.text(),
    });
  }
  return answers;
}

describe.skipIf(!installed)('nginx in front of the API processes', () => {
  it("passes every process's 503 on while the database is away, never its own 502", async () => {
    const store = await startNginx([await databaseAway(), await databaseAway()]);
    // Well past max_fails on each process, within its fail_timeout.
    const answers = [
      ...(await send(`${store}/api/tools`, 8)),
      ...(await send(`${store}/api/order`, 4, 'POST')),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 503,
        retryAfter: '2',
        body: JSON.stringify({ message: SENTENCE }),
      });
    }
  });

  it('sends the requests of a dead process to a live one', async () => {
    const store = await startNginx([await dead(), await healthy()]);
    const answers = await send(`${store}/api/tools`, 6);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
