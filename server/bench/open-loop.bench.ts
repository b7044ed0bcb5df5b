// npm run bench:cluster — open-loop load on the store as production runs it (start:cluster
// on a fresh data folder of the bench's), for 1 API process and for API_PROCESSES (2). It
// first measures capacity (the closed-loop mixed workload: 200 connections, as many
// requests as they get answered), then offers fixed arrival rates of 25, 50, 75 and 100 %
// of it, the same mix (80 % browse, 15 % order, 5 % pay), BENCH_SECONDS (20) each, and
// prints per step the rates, browse and order p50/p99, errors, and the CPU time per
// request of the API processes and of PostgreSQL (/proc); then the SQL statements per
// request of each kind (pg_stat_statements), the knee (highest step with browse p99 <=
// 100 ms) and the targets at 50 %: browse p99 <= 50 ms, order p99 <= 150 ms.
// The closed-loop bench with a process kill -9'd is npm run bench:cluster:closed.
//
// `-- --hosts`: the cluster on separate hosts (start:cluster --hosts; root, and run the
// bench under `unshare -n`, its namespace being the load generator's machine).
// `-- --restart-db`: after the steps, one more at 50 % during which PostgreSQL is stopped
// (fast) and started again 5 s later, with its checks (cluster/database-restart.ts).
// `-- --runs 3`: all of it three times, each on a fresh cluster, then the README's table:
// per step the median and range of the runs (cluster/open-loop-table.ts).
import { join } from 'node:path';
import { openPgClient } from '../src/db/pg.client';
import type { SqlClient } from '../src/db/sql-client.port';
import { root, startCluster, type Cluster } from './cluster/cluster-process';
import { cpuMsOf, postgresCpuMs } from './cluster/cpu-time';
import { createCustomers } from './cluster/customers';
import { runMixedLoad } from './cluster/mixed-workload';
import { runOpenLoad } from './cluster/open-loop';
import { openLoopTable, type ClusterRun } from './cluster/open-loop-table';
import {
  knee,
  STEP_HEADER,
  stepFigures,
  stepLine,
  type StepFigures,
} from './cluster/open-loop-figures';
import { stockTheShelves } from './cluster/shelves';
import { restartChecks, restartDuringLoad, restartReport } from './cluster/database-restart';
import { statementsPerRequest } from './cluster/statements';
import { stockSnapshot } from './cluster/stock-ledger';
import type { Tool } from './cluster/workload-requests';

const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name]?.trim() || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
};
const seconds = whole('BENCH_SECONDS', 20);
const capacitySeconds = whole('BENCH_CAPACITY_SECONDS', 10);
const customerCount = whole('BENCH_CUSTOMERS', 1000);
const processes = whole('API_PROCESSES', 2);
const SHARES = [0.25, 0.5, 0.75, 1];
const separateHosts = process.argv.includes('--hosts');
const restartDb = process.argv.includes('--restart-db');
const runCount = runsFlag(process.argv);
const dataDir = join(root, '.data/bench-cluster');
const postgresBase = join(dataDir, 'postgres');
const postgresData = join(postgresBase, 'data');
const say = (line: string) => console.log(`[bench] ${line}`);

/** `--runs N` (1 to 10), or 1. */
function runsFlag(argv: readonly string[]): number {
  const at = argv.indexOf('--runs');
  if (at === -1) return 1;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 10) {
    throw new Error('--runs takes a whole number from 1 to 10, e.g. --runs 3');
  }
  return value;
}

let stopCurrent: (() => Promise<void>) | undefined;
process.on(
  'SIGINT',
  () => void (stopCurrent?.() ?? Promise.resolve()).then(() => process.exit(130)),
);

async function onCluster(count: number): Promise<ClusterRun> {
  say(`starting a cluster of ${count} API process(es) on ${dataDir}…`);
  const cluster = await startCluster(dataDir, count, { hosts: separateHosts });
  stopCurrent = cluster.stop;
  const STORE = cluster.storeUrl;
  const db = openPgClient(cluster.databaseUrl, { maxConnections: 2 });
  try {
    const tools = await stockTheShelves(db, STORE);
    const customers = await createCustomers(customerCount, cluster.apiUrls);
    const capacity = await runMixedLoad({
      url: STORE,
      connections: 200,
      seconds: capacitySeconds,
      tools,
      customers,
    });
    const rps = capacity.result.requests.total / capacity.result.duration;
    say(`capacity (closed loop, 200 connections): ${Math.round(rps)} requests a second`);
    const apiPids = cluster.apiUrls.map((_, i) => cluster.apiPid(i));
    const steps: StepFigures[] = [];
    console.log(`\n== ${count} API process(es)\n${STEP_HEADER}`);
    for (const share of SHARES) {
      // Each step on customers of its own: the per-customer limits start afresh.
      const fresh = await createCustomers(customerCount, cluster.apiUrls);
      const api = cpuMsOf(apiPids);
      const postgres = postgresCpuMs(postgresData);
      const record = await runOpenLoad({
        url: STORE,
        rate: rps * share,
        seconds,
        tools,
        customers: fresh,
      });
      const figures = stepFigures(share, rps * share, record, {
        apiMs: cpuMsOf(apiPids) - api,
        postgresMs: postgresCpuMs(postgresData) - postgres,
      });
      steps.push(figures);
      console.log(stepLine(figures));
    }
    // Customers of its own, far from the per-customer limits.
    const buyers = await createCustomers(30, cluster.apiUrls);
    const statements = await statementsPerRequest(db, STORE, tools, buyers);
    const per = (n: number) => n.toFixed(1);
    console.log(
      `SQL statements per request: browse ${per(statements.browse)}, order ${per(statements.order)}, payment step ${per(statements.payment)}`,
    );
    // Not `&&=`: once one failed, that would skip the restart of every later cluster.
    const held = restartDb ? await withDatabaseRestart(cluster, db, tools, rps * 0.5) : true;
    restartPassed &&= held;
    return { processes: count, capacity: rps, steps, statements };
  } finally {
    await db.close();
    await cluster.stop();
    stopCurrent = undefined;
  }
}

let restartPassed = true;

/** One more step at `rate`, PostgreSQL stopped a quarter of the way in; true when it held. */
async function withDatabaseRestart(
  cluster: Cluster,
  db: SqlClient,
  tools: readonly Tool[],
  rate: number,
): Promise<boolean> {
  const length = Math.max(seconds, 20);
  say(`database restart: ${Math.round(rate)} requests a second for ${length} s, PostgreSQL`);
  say(`stopped (fast) after ${length / 4} s and started again 5 s after it stopped…`);
  const customers = await createCustomers(customerCount, cluster.apiUrls);
  const before = await stockSnapshot(db);
  const since = new Date();
  const exitsBefore = cluster.apiExits();
  const [record, outage] = await Promise.all([
    runOpenLoad({ url: cluster.storeUrl, rate, seconds: length, tools, customers }),
    restartDuringLoad(postgresBase, (length * 1000) / 4),
  ]);
  // The jobs' next runs (every few seconds) and the outbox's, before the checks.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const checks = {
    ...(await restartChecks(db, record, before, since, outage)),
    apiExits: cluster.apiExits() - exitsBefore,
  };
  const { lines, pass } = restartReport(record, outage, checks);
  console.log(`\n== database restart under load (${cluster.apiUrls.length} API process(es))`);
  for (const line of lines) console.log(`  ${line}`);
  for (const line of checks.stockLines) console.log(`    ${line}`);
  return pass;
}

async function main() {
  const counts = [1, ...(processes > 1 ? [processes] : [])];
  const results: ClusterRun[] = [];
  for (let run = 1; run <= runCount; run += 1) {
    if (runCount > 1) say(`run ${run} of ${runCount}`);
    for (const count of counts) results.push(await onCluster(count));
  }
  let pass = true;
  for (const count of counts) {
    const runs = results.filter((result) => result.processes === count);
    if (runCount > 1) {
      console.log(`\n${count} API process(es), median (range) of ${runCount} runs:\n`);
      for (const line of openLoopTable(runs)) console.log(line);
    }
    console.log(`\nTargets, ${count} API process(es), at 50 % of capacity:`);
    for (const { steps } of runs) {
      const half = steps.find((f) => f.share === 0.5);
      const found = knee(steps);
      const at = found ? `${Math.round(found.share * 100)} % (${found.offered}/s)` : 'below 25 %';
      if (!half) continue;
      const browse = half.browseP99 <= 50;
      const order = half.orderP99 <= 150;
      pass &&= browse && order;
      console.log(
        `  knee ${at}; ${browse ? 'PASS' : 'FAIL'} browse p99 ${half.browseP99} ms <= 50 ms; ${order ? 'PASS' : 'FAIL'} order p99 ${half.orderP99} ms <= 150 ms`,
      );
    }
  }
  console.log(`BENCH_RESULT ${JSON.stringify(results)}`);
  process.exit(pass && restartPassed ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopCurrent?.();
  process.exit(1);
});
