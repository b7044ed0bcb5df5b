// `npm run drill:restore`: the backup procedure of docs/deploy.md, carried out and checked.
// A throwaway PostgreSQL archiving its WAL, the API on it; a base backup; orders placed and
// paid for DRILL_SECONDS (10), each acknowledgement recorded with its time; PostgreSQL
// stopped abruptly (immediate shutdown, as a crash), the API then answering /ready with
// 503; a point-in-time restore to T, the middle of the load; the API started on the
// restored data. Passes when every order and payment acknowledged before T is there,
// nothing sent after T is, and the invoice numbers run without a gap. Prints the backup's
// size and time and the restore's time. For CI.
//
// `-- --hosts` (root; run it under `unshare -n`): PostgreSQL on a host of its own, as
// start:cluster --hosts places it (scripts/stack/hosts-network.ts), listening on its address
// only with a password made at each start (scram-sha-256); the API here, on the client's
// machine, reaches it only by address, before the crash and after the restore.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseAnswers } from '../server/src/db/database-answers';
import { migrate } from '../server/src/db/migrate';
import { openPgClient } from '../server/src/db/pg.client';
import type { SqlClient } from '../server/src/db/sql-client.port';
import { aTool, buildTestApp } from '../server/src/testing/test-app';
import { placeAndPay, type Acknowledged } from './drill/drill-load';
import { canMakeHosts, createHostsNetwork, type HostsNetwork } from './stack/hosts-network';
import {
  initPostgres,
  postgresBinDir,
  postgresUrl,
  setPostgresPassword,
  spawnPostgres,
  waitForPostgres,
} from './stack/local-postgres';
import { restoreToTime, takeBaseBackup } from './stack/pg-backup';
import { portIsFree } from './stack/single-instance';

const PORT = Number(process.env['DRILL_PORT'] ?? 55497);
const SECONDS = Number(process.env['DRILL_SECONDS'] ?? 10);
const CUSTOMERS = 40;
const separateHosts = process.argv.includes('--hosts');
const say = (line: string) => console.log(`[drill] ${line}`);
const binDir = postgresBinDir() ?? '';
const base = mkdtempSync(join(tmpdir(), 'restore-drill-'));
let server: ChildProcess | undefined;
let network: HostsNetwork | undefined;

/** Starts the server (on its host with --hosts) and answers the URL the API reaches it at. */
async function startServer(): Promise<string> {
  const host = network?.database;
  const child = spawnPostgres(binDir, base, PORT, {
    archive: true,
    ...(network === undefined ? {} : { host, passwordFrom: network.subnet }),
  });
  server = child;
  const running = () => child.exitCode === null;
  if (host === undefined) {
    await waitForPostgres(binDir, PORT, running);
    return postgresUrl(PORT);
  }
  await waitForPostgres(binDir, PORT, running, 30_000, base);
  const password = randomBytes(24).toString('base64url');
  return setPostgresPassword(binDir, base, PORT, host.address, password);
}

/** SIGINT: fast shutdown; SIGQUIT: immediate, as a crash (no checkpoint, WAL not archived). */
async function stopServer(signal: 'SIGINT' | 'SIGQUIT'): Promise<void> {
  const child = server;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, signal);
  await exited;
}

// Ready as the API is: when its database answers (a test app's own answer is always yes).
const store = (db: SqlClient) =>
  buildTestApp(db, { toolCacheTtlMs: 0, databaseReady: databaseAnswers(db) });

interface Check {
  what: string;
  pass: boolean;
}

/** The store's answer to /ready with its database gone: 503, Retry-After, a sentence. */
async function notReadyWhileAway(t: ReturnType<typeof store>): Promise<Check> {
  const answer = await t.call('GET', '/ready');
  const body = answer.body as { database?: string; message?: string };
  return {
    what: `with the database away, /ready answers ${answer.status} (${body.message ?? 'no sentence'})`,
    pass:
      answer.status === 503 &&
      /^\d+$/.test(answer.headers.get('Retry-After') ?? '') &&
      body.database === 'unreachable',
  };
}

async function load(
  url: string,
): Promise<{ orders: Acknowledged[]; payments: Acknowledged[]; away: Check }> {
  const db = openPgClient(url);
  await migrate(db);
  const t = store(db);
  const toolId = await t.deps.tools.add({ ...aTool, availableQty: 1_000_000 });
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) tokens.push(await t.signIn(`drill-${i}@paintco.test`));

  const backup = takeBaseBackup(binDir, base, PORT);
  const backupSeconds = (backup.finishedAt.getTime() - backup.startedAt.getTime()) / 1000;
  say(`base backup: ${(backup.bytes / 1e6).toFixed(1)} MB in ${backupSeconds.toFixed(1)} s`);

  say(`placing and paying orders for ${SECONDS} s…`);
  const record = await placeAndPay(t, tokens, toolId, Date.now() + SECONDS * 1000);
  say(`acknowledged ${record.orders.length} orders, ${record.payments.length} payments`);
  if (record.firstRefusal) say(`${record.refused} refused, the first: ${record.firstRefusal}`);
  await stopServer('SIGQUIT');
  const away = await notReadyWhileAway(t);
  await db.close().catch(() => undefined);
  return { ...record, away };
}

async function check(
  db: SqlClient,
  target: number,
  record: { orders: Acknowledged[]; payments: Acknowledged[] },
): Promise<Check[]> {
  const ids = async (sql: string) =>
    new Set((await db.query<{ id: string }>(sql)).map((r) => r.id));
  const stored = await ids('SELECT id::text AS id FROM orders');
  const paid = await ids('SELECT id::text AS id FROM orders WHERE paid');
  const before = (list: Acknowledged[]) => list.filter((a) => a.ackedAt < target);
  const after = (list: Acknowledged[]) => list.filter((a) => a.sentAt > target);
  const missing = before(record.orders).filter((a) => !stored.has(a.orderId)).length;
  const unpaid = before(record.payments).filter((a) => !paid.has(a.orderId)).length;
  const late = after(record.orders).filter((a) => stored.has(a.orderId)).length;
  const latePaid = after(record.payments).filter((a) => paid.has(a.orderId)).length;
  const invoices = await db.query<{ sequence: string }>(
    'SELECT sequence::text AS sequence FROM invoices ORDER BY invoices.sequence',
  );
  const gapless = invoices.every((row, i) => Number(row.sequence) === i + 1);
  const [counter] = await db.query<{ next: string }>(
    'SELECT next::text AS next FROM invoice_counter',
  );
  const t = store(db);
  return [
    {
      what: `${before(record.orders).length} orders acknowledged before T: ${missing} missing`,
      pass: missing === 0,
    },
    {
      what: `${before(record.payments).length} payments acknowledged before T: ${unpaid} missing`,
      pass: unpaid === 0,
    },
    {
      what: `${after(record.orders).length} orders sent after T: ${late} restored`,
      pass: late === 0,
    },
    {
      what: `${after(record.payments).length} payments sent after T: ${latePaid} restored`,
      pass: latePaid === 0,
    },
    {
      what: `${invoices.length} invoices numbered 1…${invoices.length} without a gap, next ${counter?.next}`,
      pass: gapless && Number(counter?.next) === invoices.length + 1 && invoices.length > 0,
    },
    {
      what: 'the store on the restored data is ready',
      pass: (await t.call('GET', '/ready')).status === 200,
    },
  ];
}

async function main(): Promise<boolean> {
  if (!binDir) throw new Error('PostgreSQL is not installed');
  const started = Date.now();
  if (separateHosts) {
    const why = canMakeHosts();
    if (why !== undefined) throw new Error(`cannot run on separate hosts: ${why}`);
    network = createHostsNetwork(base, 0);
    say(`PostgreSQL on a host of its own at ${network.database.address} (password only)`);
  } else if (!(await portIsFree('127.0.0.1', PORT))) {
    throw new Error(`port ${PORT} is in use: set DRILL_PORT`);
  }
  initPostgres(binDir, base);
  const record = await load(await startServer());
  if (record.orders.length === 0) throw new Error('no order was acknowledged: nothing to check');
  // T: the middle of the load, so there is something on either side of it.
  const times = record.orders.map((a) => a.ackedAt);
  const target = Math.round((Math.min(...times) + Math.max(...times)) / 2);
  say(`PostgreSQL stopped abruptly; restoring to T = ${new Date(target).toISOString()}…`);
  const restored = await restoreToTime(binDir, base, PORT, new Date(target));
  say(`restored in ${(restored.ms / 1000).toFixed(1)} s`);
  const db = openPgClient(await startServer());
  try {
    const checks = [record.away, ...(await check(db, target, record))];
    for (const { what, pass } of checks) say(`${pass ? 'PASS' : 'FAIL'}  ${what}`);
    say(`the drill took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return checks.every((c) => c.pass);
  } finally {
    await db.close();
  }
}

main()
  .then(
    (pass) => pass,
    (error: unknown) => {
      say(error instanceof Error ? error.message : String(error));
      return false;
    },
  )
  .then(async (pass) => {
    await stopServer('SIGINT');
    network?.remove();
    // A failed drill leaves its folder for a look.
    if (pass) rmSync(base, { recursive: true, force: true });
    else say(`its PostgreSQL folder is kept: ${base}`);
    process.exit(pass ? 0 : 1);
  });
