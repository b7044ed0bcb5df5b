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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  initPostgres,
  postgresBinDir,
  postgresUrl,
  spawnPostgres,
  waitForPostgres,
} from './local-postgres';
import { startPgBossQueue } from '../../server/src/jobs/pg-boss.queue';
import type { JobQueue } from '../../server/src/jobs/job-queue.port';
import {
  aTool,
  anOrderFor,
  buildTestApp,
  type CallResult,
  type TestApp,
} from '../../server/src/testing/test-app';
import { testCard } from '../../server/src/testing/order-steps';
import { databaseAnswers } from '../../server/src/db/database-answers';
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

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await pause(100);
  }
}

/**
 * The client with a catch: `hold(n)` makes the next n transactions wait after their BEGIN,
 * their connection handed out by the pool, until `release()`. That is where a server going
 * away once crashed the process (an 'error' on a handed-out connection nobody listened to).
 */
function holdingTransactions(db: SqlClient) {
  let toHold = 0;
  const waiting: (() => void)[] = [];
  const client: SqlClient = {
    ...db,
    transaction: (work) =>
      db.transaction(async (tx) => {
        if (toHold > 0) {
          toHold -= 1;
          await new Promise<void>((resume) => waiting.push(resume));
        }
        return work(tx);
      }),
  };
  return {
    client,
    hold: (count: number) => void (toHold = count),
    held: () => waiting.length,
    release: () => waiting.splice(0).forEach((resume) => resume()),
  };
}

/** A 2xx, or the 503 of a database away with its Retry-After and sentence; nothing else. */
function expectServedOrUnavailable(answer: CallResult) {
  if (answer.status < 300) return;
  expect(answer.status).toBe(503);
  expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
  expect(answer.body).toEqual({ message: expect.stringMatching(/try again/) as unknown });
}

describe.skipIf(!wanted)('the database restarts under a running app', () => {
  const base = mkdtempSync(join(tmpdir(), 'pg-restart-'));
  let port = 0;
  let server: ChildProcess | undefined;
  let db: SqlClient;
  let feed: Awaited<ReturnType<typeof listenForToolChanges>>;
  let queue: JobQueue;
  let t: TestApp;
  let holding: ReturnType<typeof holdingTransactions>;
  let token = '';
  let toolId = '';
  const runs: string[] = [];
  // What would have ended an API process (an unhandled 'error' event, a rejection nobody
  // caught): seen here before the test runner handles it.
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => void crashes.push(error);
  let finishSlowJob: (() => void) | undefined;

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
    process.on('uncaughtExceptionMonitor', onCrash);
    process.on('unhandledRejection', onCrash);
    initPostgres(binDir ?? '', base);
    port = await freePort();
    await startServer();
    db = openPgClient(postgresUrl(port), {
      listenerTiming: { heartbeatMs: 300, reconnectMs: 100 },
    });
    await migrate(db);
    feed = await listenForToolChanges(db);
    holding = holdingTransactions(db);
    t = buildTestApp(holding.client, {
      toolChanges: feed,
      toolCacheTtlMs: 60_000,
      databaseReady: databaseAnswers(db),
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
      async run(data) {
        const mark = String(data['mark']);
        if (mark === 'slow') await new Promise<void>((done) => (finishSlowJob = done));
        runs.push(mark);
      },
    });
    token = await t.signIn('customer@paintco.test');
    toolId = await t.deps.tools.add({ ...aTool, availableQty: 100 });
  }, 60_000);

  afterAll(async () => {
    process.off('uncaughtExceptionMonitor', onCrash);
    process.off('unhandledRejection', onCrash);
    await queue?.stop().catch(() => undefined);
    await feed?.close();
    await db?.close();
    await stopServer();
    rmSync(base, { recursive: true, force: true });
  }, 30_000);

  // A test that failed while the server was away leaves it running for the next.
  afterEach(async () => {
    if (server?.exitCode === null) return;
    await startServer();
    await until(ready, 15_000);
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
    await pause(1_500);
    expect(runs.filter((mark) => mark === 'after')).toHaveLength(1);
  }, 60_000);

  it('keeps every order and payment it acknowledged when it stops with them in flight', async () => {
    const shelf = await t.deps.tools.add({ ...aTool, availableQty: 1_000, minQty: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.signIn(`in-flight-${i}@paintco.test`)),
    );
    const order = (token: string, qty: number) =>
      t.call('POST', '/order', { token, body: anOrderFor(shelf, qty) });
    // Orders placed before, to be paid while the server goes away.
    const unpaid = await Promise.all(
      buyers.map(async (token) => {
        const placed = await order(token, 1);
        expect(placed.status).toBe(201);
        return { token, id: (placed.body as { insertedId: string }).insertedId };
      }),
    );
    const answers: CallResult[] = [];
    const placedIds: string[] = [];
    const paidIds: string[] = [];
    const place = async (token: string, qty: number) => {
      const answer = await order(token, qty);
      answers.push(answer);
      if (answer.status === 201) placedIds.push((answer.body as { insertedId: string }).insertedId);
    };
    /** Intent, card, record: stops at the first step not answered 2xx. */
    const pay = async ({ token, id }: (typeof unpaid)[number]) => {
      const intent = await t.call('POST', '/create-payment-intent', {
        token,
        body: { orderId: id },
      });
      answers.push(intent);
      if (intent.status !== 200) return;
      const secret = (intent.body as { clientSecret: string }).clientSecret;
      const billingDetails = { name: 'Casey', email: 'c@paintco.test', address: '1', phone: '5' };
      const charged = await t.call('POST', '/payments/local/confirm', {
        body: { clientSecret: secret, card: testCard(), billingDetails },
      });
      answers.push(charged);
      if (charged.status !== 200) return;
      const transactionId = secret.split('_secret_')[0] ?? '';
      const recorded = await t.call('PATCH', `/order/${id}`, { token, body: { transactionId } });
      answers.push(recorded);
      if (recorded.status === 200) paidIds.push(id);
    };

    // Two orders wait inside their transactions while the server stops; the rest race it.
    holding.hold(2);
    const held = [place(buyers[0] ?? '', 2), place(buyers[1] ?? '', 2)];
    await until(() => holding.held() === 2, 5_000);
    // One every 20 ms, so that some are answered before the stop and some meet it.
    const racing = [
      ...buyers.flatMap((token, i) => [
        () => place(token, 1),
        () => pay(unpaid[i] ?? { token, id: '' }),
        () => place(token, 3),
      ]),
    ].map((start, i) => pause(i * 20).then(start));
    await until(() => placedIds.length >= 2, 10_000);
    await stopServer();
    holding.release();
    await Promise.all([...held, ...racing]);

    expect(placedIds.length).toBeGreaterThan(0);
    expect(crashes).toEqual([]);
    for (const answer of answers) expectServedOrUnavailable(answer);
    // The held ones found their connection gone: answered 503, not a crash.
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThanOrEqual(2);

    await startServer();
    await until(ready, 15_000);
    const [stored] = await db.query<{ placed: number; paid: number }>(
      `SELECT count(*) FILTER (WHERE id = ANY($1::uuid[]))::int AS placed,
              count(*) FILTER (WHERE id = ANY($2::uuid[]) AND paid)::int AS paid
       FROM orders`,
      [placedIds, paidIds],
    );
    expect(stored).toEqual({ placed: placedIds.length, paid: paidIds.length });
    // Stock = sold + left: every unit that left the shelf is in an order, and no more.
    const [ledger] = await db.query<{ left: number; ordered: number }>(
      `SELECT t.available_qty AS left,
              (SELECT COALESCE(sum(tool_qty), 0)::int FROM orders WHERE tool_id = t.id) AS ordered
       FROM tools t WHERE t.id = $1`,
      [shelf],
    );
    expect((ledger?.left ?? 0) + (ledger?.ordered ?? 0)).toBe(1_000);
    // And it takes orders again.
    expect((await order(buyers[7] ?? '', 1)).status).toBe(201);
  }, 60_000);

  it('records a job that finished while it was away once it is back, and runs it once', async () => {
    await queue.send('restart-probe', { mark: 'slow' });
    await until(() => finishSlowJob !== undefined, 15_000);
    await stopServer();
    // It finishes with no server to record it: pg-boss does not wait for that statement.
    finishSlowJob?.();
    await pause(500);
    await startServer();
    await until(ready, 15_000);
    const states = async () =>
      (
        await db.query<{ state: string; retries: number }>(
          `SELECT state, retry_count AS retries FROM pgboss.job
           WHERE name = 'restart-probe' AND data->>'mark' = 'slow'`,
        )
      ).map(({ state, retries }) => `${state} ${retries}`);
    await until(async () => (await states()).includes('completed 0'), 15_000);
    expect(await states()).toEqual(['completed 0']);
    expect(runs.filter((mark) => mark === 'slow')).toHaveLength(1);
    expect(crashes).toEqual([]);
  }, 60_000);
});
