// PostgreSQL stops (fast shutdown) and starts again under a running app: while it is away
// the app answers 503 with Retry-After and a sentence, at once, and is not ready; the tool
// cache serves nothing while its LISTEN connection is down; afterwards the pool, the LISTEN
// connection and the job queue come back by themselves, with nothing restarted by hand.
// A throwaway server of its own (it is stopped), so it runs where PostgreSQL tests run.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  initPostgres,
  postgresBinDir,
  postgresUrl,
  spawnPostgres,
  waitForPostgres,
} from './local-postgres';
import { startPgBossQueue } from '../../server/src/jobs/pg-boss.queue';
import type { JobQueue } from '../../server/src/jobs/job-queue.port';
import { aTool, anOrderFor, buildTestApp, type TestApp } from '../../server/src/testing/test-app';
import { migrate } from '../../server/src/db/migrate';
import { openPgClient } from '../../server/src/db/pg.client';
import type { SqlClient } from '../../server/src/db/sql-client.port';
import { listenForToolChanges } from '../../server/src/db/tool-changes';

const binDir = postgresBinDir();
const wanted = Boolean(process.env['DATABASE_URL']) && binDir !== undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe.skipIf(!wanted)('the database restarts under a running app', () => {
  const base = mkdtempSync(join(tmpdir(), 'pg-restart-'));
  let port = 0;
  let server: ChildProcess | undefined;
  let db: SqlClient;
  let feed: Awaited<ReturnType<typeof listenForToolChanges>>;
  let queue: JobQueue;
  let t: TestApp;
  let token = '';
  let toolId = '';
  const runs: string[] = [];

  async function startServer() {
    const child = spawnPostgres(binDir ?? '', base, port);
    server = child;
    await waitForPostgres(binDir ?? '', port, () => child.exitCode === null);
  }

  async function stopServer() {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    // SIGINT to its process group (runuser's too): PostgreSQL's fast shutdown, which cuts
    // the clients' connections.
    process.kill(-(child.pid ?? 0), 'SIGINT');
    await exited;
  }

  const ready = async () => (await t.app.request('/ready')).status === 200;

  beforeAll(async () => {
    initPostgres(binDir ?? '', base);
    port = await freePort();
    await startServer();
    db = openPgClient(postgresUrl(port), {
      listenerTiming: { heartbeatMs: 300, reconnectMs: 100 },
    });
    await migrate(db);
    feed = await listenForToolChanges(db);
    t = buildTestApp(db, {
      toolChanges: feed,
      toolCacheTtlMs: 60_000,
      databaseReady: async () => (await db.query('SELECT 1 AS ok')).length === 1,
    });
    queue = await startPgBossQueue(db, {
      pollingSeconds: 0.5,
      maintenanceSeconds: 1,
      // It fails while the server is away, as it should; the test looks at what it runs.
      onError: () => undefined,
    });
    await queue.work({
      name: 'restart-probe',
      timeoutSeconds: 30,
      retries: 2,
      oneAtATime: false,
      run: async (data) => void runs.push(String(data['mark'])),
    });
    token = await t.signIn('customer@paintco.test');
    toolId = await t.deps.tools.add({ ...aTool, availableQty: 100 });
  }, 60_000);

  afterAll(async () => {
    await queue?.stop().catch(() => undefined);
    await feed?.close();
    await db?.close();
    await stopServer();
    rmSync(base, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 while it is away, and serves again by itself once it is back', async () => {
    expect(await ready()).toBe(true);
    // The catalogue answered once, so the cache holds it.
    expect((await t.call('GET', '/tool')).status).toBe(200);

    await stopServer();
    await until(() => !feed.live, 5_000);

    const started = Date.now();
    const browse = await t.call('GET', '/tool');
    const order = await t.call('POST', '/order', { token, body: anOrderFor(toolId, 1) });
    for (const answer of [browse, order]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(answer.body).toEqual({ message: expect.stringMatching(/try again/) as unknown });
    }
    // Refused connections fail at once: no request waits out a timeout.
    expect(Date.now() - started).toBeLessThan(5_000);
    const notReady = await t.call('GET', '/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ database: 'unreachable', listening: 'not listening' });

    await startServer();
    await until(ready, 15_000);
    expect(feed.live).toBe(true);
    expect((await t.call('GET', '/tool')).status).toBe(200);
    const placed = await t.call('POST', '/order', { token, body: anOrderFor(toolId, 2) });
    expect(placed.status).toBe(201);
    const [tool] = await db.query<{ qty: number }>(
      'SELECT available_qty AS qty FROM tools WHERE id = $1',
      [toolId],
    );
    // Only the order placed after the restart holds stock.
    expect(tool?.qty).toBe(98);

    // The job queue works again: a job sent now runs, once.
    await queue.send('restart-probe', { mark: 'after' });
    await until(() => runs.includes('after'), 15_000);
    await new Promise((done) => setTimeout(done, 1_500));
    expect(runs.filter((mark) => mark === 'after')).toHaveLength(1);
  }, 60_000);
});
