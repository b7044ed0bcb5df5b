// `npm run bench:cluster -- --restart-db`: PostgreSQL stopped (fast shutdown) in the middle
// of an open-loop step and started again 5 s later (by the launcher, as a service manager
// would: scripts/start-cluster.ts), then what clients saw and what the database kept:
// the outage (first to last failed request), the errors, no acknowledged order or payment
// lost, stock = sold + left, and pg-boss's jobs resumed and run once.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  asPostgresUser,
  CLUSTER_POSTGRES_PORT,
  postgresBinDir,
} from '../../../scripts/stack/local-postgres';
import type { SqlClient } from '../../src/db/sql-client.port';
import type { OpenLoopRecord } from './open-loop';
import { checkStock, lostOrders, stockSnapshot } from './stock-ledger';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function binDir(): string {
  const dir = postgresBinDir();
  if (dir === undefined) throw new Error('PostgreSQL is not installed');
  return dir;
}

/** Whether the server under `base` accepts connections (asked through its socket). */
function accepting(base: string): boolean {
  const ready = spawnSync(join(binDir(), 'pg_isready'), [
    ...['-q', '-h', base, '-p', String(CLUSTER_POSTGRES_PORT)],
  ]);
  return ready.status === 0;
}

/** Fast shutdown (pg_ctl -m fast: clients cut off, a clean checkpoint), waited for. */
function stopFast(base: string): void {
  const [program, args] = asPostgresUser(join(binDir(), 'pg_ctl'), [
    ...['stop', '-D', join(base, 'data'), '-m', 'fast', '-w'],
  ]);
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pg_ctl stop failed: ${result.stderr}`);
}

export interface Outage {
  /** When the shutdown began and ended, and when the server accepted connections again. */
  stoppingAt: number;
  stoppedAt: number;
  backAt: number;
}

/**
 * Stops the server under `base` after `afterMs`, and resolves once it accepts connections
 * again (the launcher starts it 5 s after it stopped).
 */
export async function restartDuringLoad(base: string, afterMs: number): Promise<Outage> {
  await pause(afterMs);
  const stoppingAt = Date.now();
  stopFast(base);
  const stoppedAt = Date.now();
  while (!accepting(base)) {
    if (Date.now() - stoppedAt > 60_000) throw new Error('PostgreSQL did not come back in 60 s');
    await pause(50);
  }
  return { stoppingAt, stoppedAt, backAt: Date.now() };
}

export interface RestartChecks {
  /** API processes that exited meanwhile (the launcher started them again). */
  apiExits: number;
  lostOrders: number;
  /** Payments answered 200 whose order is not paid in the database. */
  lostPayments: number;
  oversold: number;
  stockLines: string[];
  /** Jobs completed after the server was back, per queue. */
  resumed: Record<string, number>;
  /** Jobs of the step that were tried more than once, or failed. */
  retried: number;
  failed: number;
  /**
   * Of those failed, the ones that failed for another reason than the database being away
   * (a run cut short by the outage is done by the next: the outbox keeps its mails).
   */
  failedOtherwise: number;
  /** E-mails of the step sent, and those tried more than once. */
  mailsSent: number;
  mailsTriedTwice: number;
}

export async function restartChecks(
  db: SqlClient,
  record: OpenLoopRecord,
  before: Awaited<ReturnType<typeof stockSnapshot>>,
  since: Date,
  outage: Outage,
): Promise<Omit<RestartChecks, 'apiExits'>> {
  const stock = checkStock(before, await stockSnapshot(db));
  const [paid] = await db.query<{ paid: number }>(
    'SELECT count(*)::int AS paid FROM orders WHERE id = ANY($1::uuid[]) AND paid',
    [record.paid],
  );
  const resumedRows = await db.query<{ name: string; count: number }>(
    `SELECT name, count(*)::int AS count FROM pgboss.job
     WHERE completed_on > $1 AND state = 'completed' GROUP BY name ORDER BY name`,
    [new Date(outage.backAt)],
  );
  const [jobs] = await db.query<{ retried: number; failed: number; otherwise: number }>(
    `SELECT count(*) FILTER (WHERE retry_count > 0)::int AS retried,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            count(*) FILTER (WHERE state = 'failed'
              AND output::text NOT LIKE '%the database is unavailable%')::int AS otherwise
     FROM pgboss.job WHERE created_on >= $1`,
    [since],
  );
  const [mails] = await db.query<{ sent: number; twice: number }>(
    `SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent,
            count(*) FILTER (WHERE attempts > 1)::int AS twice
     FROM mail_outbox WHERE created_at >= $1`,
    [since],
  );
  return {
    lostOrders: await lostOrders(db, record.acknowledged),
    lostPayments: record.paid.length - (paid?.paid ?? 0),
    oversold: stock.oversold,
    stockLines: stock.lines,
    resumed: Object.fromEntries(resumedRows.map(({ name, count }) => [name, count])),
    retried: jobs?.retried ?? 0,
    failed: jobs?.failed ?? 0,
    failedOtherwise: jobs?.otherwise ?? 0,
    mailsSent: mails?.sent ?? 0,
    mailsTriedTwice: mails?.twice ?? 0,
  };
}

const secondsBetween = (from: number, to: number) => ((to - from) / 1000).toFixed(2);

/** The report's lines; `pass` when nothing was lost, oversold, failed or run twice. */
export function restartReport(
  record: OpenLoopRecord,
  outage: Outage,
  checks: RestartChecks,
): { lines: string[]; pass: boolean } {
  const errors: string[] = [];
  for (const [kind, counts] of Object.entries(record.statuses)) {
    for (const [status, count] of counts) {
      if (status === 0 || status >= 500) errors.push(`${kind} ${status || 'no answer'}: ${count}`);
    }
  }
  const seen =
    record.firstFailedAt === undefined || record.lastFailedAt === undefined
      ? 'no request failed'
      : `${secondsBetween(record.firstFailedAt, record.lastFailedAt)} s (first failed request ${secondsBetween(outage.stoppingAt, record.firstFailedAt)} s after the shutdown began, last ${secondsBetween(outage.backAt, record.lastFailedAt)} s after the server was back)`;
  const resumed = Object.entries(checks.resumed)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  const pass =
    checks.apiExits === 0 &&
    checks.lostOrders === 0 &&
    checks.lostPayments === 0 &&
    checks.oversold === 0 &&
    Object.keys(checks.resumed).length > 0 &&
    checks.failedOtherwise === 0 &&
    checks.mailsTriedTwice === 0;
  const lines = [
    `fast shutdown took ${secondsBetween(outage.stoppingAt, outage.stoppedAt)} s; the server accepted connections again ${secondsBetween(outage.stoppedAt, outage.backAt)} s after it stopped`,
    `outage seen by clients: ${seen}`,
    `API processes that exited: ${checks.apiExits}`,
    `errors: ${errors.length === 0 ? 'none' : errors.join(', ')}`,
    // nginx's own pages span lines: one line each, cut short.
    ...[...record.samples].map(
      ([key, body]) => `  first ${key}: ${body.replace(/\s+/g, ' ').slice(0, 160)}`,
    ),
    `orders acknowledged ${record.acknowledged.length}, lost ${checks.lostOrders}; payments recorded ${record.paid.length}, lost ${checks.lostPayments}`,
    `units oversold ${checks.oversold} (stock = sold + left for every tool: ${checks.oversold === 0 ? 'yes' : 'NO'})`,
    `jobs completed after the restart: ${resumed || 'NONE'}; retried ${checks.retried}, failed ${checks.failed} (${checks.failedOtherwise} for another reason than the outage)`,
    `e-mails of the step sent ${checks.mailsSent}, tried more than once ${checks.mailsTriedTwice}`,
    `${pass ? 'PASS' : 'FAIL'}  the database restart under load`,
  ];
  return { lines, pass };
}
