// Two API processes on one PostgreSQL, each with its own pool, listener and tool cache:
// a change made through one is answered by the other within 100 ms, although both caches
// would keep an answer for a minute. Runs when DATABASE_URL is set (CI).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expireLapsedOrders } from '../../../src/application/orders/expire-lapsed-orders';
import { openPgClient } from '../db/pg.client';
import type { ListenerTiming } from '../db/pg-listener';
import type { SqlClient } from '../db/sql-client.port';
import { listenForToolChanges, type ChangeFeed } from '../db/tool-changes';
import { aTool, anOrderFor, buildTestApp, type TestApp } from '../testing/test-app';
import { openTestDatabase, postgresTarget, type TestDatabase } from '../testing/test-database';

const url = process.env['DATABASE_URL'];
const deadlineMs = 100;
const cacheLifetimeMs = 60_000;

interface ToolJson {
  _id: string;
  availableQty: number;
}

/** Polls until `seen` answers true; the milliseconds it took, or a failure at the deadline. */
async function seenWithin(seen: () => Promise<boolean>, ms = deadlineMs): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await seen()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe.skipIf(!url)('the tool cache across two API processes on one PostgreSQL', () => {
  let testDb: TestDatabase;
  /** The file's own database on the server. */
  let databaseUrl: string;
  let schema: string;
  let a: TestApp;
  let b: TestApp;
  let adminToken: string;
  let customerToken: string;
  const closing: (() => Promise<void>)[] = [];
  const latencies: number[] = [];

  /** The feed of the process built last (B), to watch it go deaf. */
  let lastFeed: ChangeFeed;

  async function processOn(db: SqlClient): Promise<TestApp> {
    const toolChanges = await listenForToolChanges(db);
    closing.push(toolChanges.close);
    expect(toolChanges.live).toBe(true);
    lastFeed = toolChanges;
    return buildTestApp(db, { toolChanges, toolCacheTtlMs: cacheLifetimeMs });
  }

  function openSecondPool(listenerTiming?: ListenerTiming): SqlClient {
    const db = openPgClient(databaseUrl, {
      schema,
      ...(listenerTiming ? { listenerTiming } : {}),
    });
    closing.push(() => db.close());
    return db;
  }

  const listOf = async (app: TestApp) => (await app.call('GET', '/tool')).body as ToolJson[];
  const stockOn = async (app: TestApp, id: string) =>
    ((await app.call('GET', `/tool/${id}`)).body as ToolJson).availableQty;
  const addTool = async () =>
    (
      (await a.call('POST', '/tool', { token: adminToken, body: aTool })).body as {
        insertedId: string;
      }
    ).insertedId;
  /** Both caches hold the tool list and the tool. */
  async function warm(id: string) {
    for (const app of [a, b]) {
      await app.call('GET', '/tool');
      await app.call('GET', `/tool/${id}`);
    }
  }
  async function placeOrder(id: string, qty: number) {
    const placed = await a.call('POST', '/order', {
      token: customerToken,
      body: anOrderFor(id, qty),
    });
    expect(placed.status).toBe(201);
    return (placed.body as { insertedId: string }).insertedId;
  }
  async function expectOnB(seen: () => Promise<boolean>) {
    latencies.push(await seenWithin(seen));
  }

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    ({ url: databaseUrl, schema } = await postgresTarget(testDb.db));
  }, 30_000);
  afterAll(async () => {
    // Figures for the README: how long B took to see A's change.
    const sorted = [...latencies].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `cross-process invalidation: ${sorted.length} changes, median ${median.toFixed(1)} ms, ` +
        `range ${sorted[0]?.toFixed(1)}–${sorted.at(-1)?.toFixed(1)} ms`,
    );
    await testDb.close();
  });
  beforeEach(async () => {
    await testDb.reset();
    a = await processOn(testDb.db);
    b = await processOn(openSecondPool());
    const tokens = await a.signInEveryone();
    adminToken = tokens.admin ?? '';
    customerToken = tokens.customer ?? '';
  });
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('shows a tool added through A on B', async () => {
    await b.call('GET', '/tool');
    const id = await addTool();
    await expectOnB(async () => (await listOf(b)).some((tool) => tool._id === id));
  });

  it('never shows a tool deleted through A on B, in the list or on its own', async () => {
    const id = await addTool();
    await warm(id);
    expect((await b.call('GET', `/tool/${id}`)).status).toBe(200);
    expect((await a.call('DELETE', `/tool/${id}`, { token: adminToken })).status).toBe(200);
    await expectOnB(async () => (await b.call('GET', `/tool/${id}`)).status === 404);
    await expectOnB(async () => (await listOf(b)).every((tool) => tool._id !== id));
    expect((await b.call('GET', `/tool/${id}`)).status).toBe(404);
  });

  it('shows on B the stock an order through A reserved, and its removal gave back', async () => {
    const id = await addTool();
    await warm(id);
    const orderId = await placeOrder(id, 3);
    await expectOnB(async () => (await stockOn(b, id)) === aTool.availableQty - 3);
    await expectOnB(async () =>
      (await listOf(b)).some((tool) => tool._id === id && tool.availableQty === 17),
    );
    const removed = await a.call('DELETE', `/order/${orderId}`, { token: customerToken });
    expect(removed.status).toBe(200);
    await expectOnB(async () => (await stockOn(b, id)) === aTool.availableQty);
  });

  it('shows on B the stock an expiry elsewhere gave back', async () => {
    const id = await addTool();
    await placeOrder(id, 4);
    await warm(id);
    expect(await stockOn(b, id)).toBe(16);
    // The expiry job runs in some process, with no HTTP request to invalidate anything.
    const removed = await expireLapsedOrders({
      ...a.deps,
      now: new Date(a.clock.now().getTime() + 31 * 60_000),
    });
    expect(removed).toBe(1);
    await expectOnB(async () => (await stockOn(b, id)) === aTool.availableQty);
  });

  it('serves nothing from memory while its listener is down', async () => {
    // B's listener stays down long enough to look at it (a real one comes back in 250 ms).
    b = await processOn(openSecondPool({ heartbeatMs: 60_000, reconnectMs: 60_000 }));
    const id = await addTool();
    await testDb.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = $1 AND pid <> pg_backend_pid()`,
      [`listen tool_changes ${schema}`],
    );
    await seenWithin(async () => !lastFeed.live, 5_000);
    // What B reads now it must not keep: it cannot hear the change that follows.
    await warm(id);
    await placeOrder(id, 5);
    // B did not hear the change; it must not answer from what it held before.
    expect(await stockOn(b, id)).toBe(15);
    expect((await listOf(b)).find((tool) => tool._id === id)?.availableQty).toBe(15);
  });
});

describe.skipIf(!url)('a listener on PostgreSQL', () => {
  it('says when it goes deaf and listens again after the connection is killed', async () => {
    const testDb = await openTestDatabase('postgres');
    const target = await postgresTarget(testDb.db);
    const db = openPgClient(target.url, {
      schema: target.schema,
      listenerTiming: { heartbeatMs: 200, reconnectMs: 50 },
    });
    const states: boolean[] = [];
    const heard: string[] = [];
    const stop = await db.listen('tool_changes', {
      notify: (payload) => heard.push(payload),
      live: (listening) => states.push(listening),
    });
    try {
      await testDb.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
        [`listen tool_changes ${target.schema}`],
      );
      await seenWithin(async () => states.join() === 'true,false,true', 5_000);
      await testDb.db
        .exec(`INSERT INTO tools (name, img, description, min_qty, available_qty, price)
        VALUES ('x', '/images/x.svg', 'x', 1, 1, 1)`);
      await seenWithin(async () => heard.length === 1, 1_000);
      expect(heard).toEqual([target.schema]);
    } finally {
      await stop();
      await db.close();
      await testDb.close();
    }
  });
});
