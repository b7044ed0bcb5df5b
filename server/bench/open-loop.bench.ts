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
import { join } from 'node:path';
import { openPgClient } from '../src/db/pg.client';
import { listenerPid, root, startCluster } from './cluster/cluster-process';
import { cpuMsOf, postgresCpuMs } from './cluster/cpu-time';
import { createCustomers } from './cluster/customers';
import { runMixedLoad } from './cluster/mixed-workload';
import { runOpenLoad } from './cluster/open-loop';
import {
  knee,
  STEP_HEADER,
  stepFigures,
  stepLine,
  type StepFigures,
} from './cluster/open-loop-figures';
import { stockTheShelves } from './cluster/shelves';
import { statementsPerRequest } from './cluster/statements';

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
const STORE = 'http://127.0.0.1:8080';
const dataDir = join(root, '.data/bench-cluster');
const postgresData = join(dataDir, 'postgres/data');
const say = (line: string) => console.log(`[bench] ${line}`);

let stopCurrent: (() => Promise<void>) | undefined;
process.on(
  'SIGINT',
  () => void (stopCurrent?.() ?? Promise.resolve()).then(() => process.exit(130)),
);

async function onCluster(count: number): Promise<StepFigures[]> {
  say(`starting a cluster of ${count} API process(es) on ${dataDir}…`);
  const cluster = await startCluster(dataDir, count);
  stopCurrent = cluster.stop;
  const db = openPgClient(cluster.databaseUrl, { maxConnections: 2 });
  try {
    const tools = await stockTheShelves(db);
    const customers = await createCustomers(customerCount, cluster.apiPorts);
    const capacity = await runMixedLoad({
      url: STORE,
      connections: 200,
      seconds: capacitySeconds,
      tools,
      customers,
    });
    const rps = capacity.result.requests.total / capacity.result.duration;
    say(`capacity (closed loop, 200 connections): ${Math.round(rps)} requests a second`);
    const apiPids = cluster.apiPorts.map(listenerPid);
    const steps: StepFigures[] = [];
    console.log(`\n== ${count} API process(es)\n${STEP_HEADER}`);
    for (const share of SHARES) {
      // Each step on customers of its own: the per-customer limits start afresh.
      const fresh = await createCustomers(customerCount, cluster.apiPorts);
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
    const buyers = await createCustomers(30, cluster.apiPorts);
    const statements = await statementsPerRequest(db, STORE, tools, buyers);
    const per = (n: number) => n.toFixed(1);
    console.log(
      `SQL statements per request: browse ${per(statements.browse)}, order ${per(statements.order)}, payment step ${per(statements.payment)}`,
    );
    return steps;
  } finally {
    await db.close();
    await cluster.stop();
    stopCurrent = undefined;
  }
}

async function main() {
  const runs = [1, ...(processes > 1 ? [processes] : [])];
  const results: { processes: number; steps: StepFigures[] }[] = [];
  for (const count of runs) results.push({ processes: count, steps: await onCluster(count) });
  let pass = true;
  console.log('\nTargets (at 50 % of capacity):');
  for (const { processes: count, steps } of results) {
    const half = steps.find((f) => f.share === 0.5);
    const found = knee(steps);
    console.log(
      `  ${count} API process(es): knee ${found ? `${Math.round(found.share * 100)} % (${found.offered}/s)` : 'below 25 %'}`,
    );
    if (!half) continue;
    const browse = half.browseP99 <= 50;
    const order = half.orderP99 <= 150;
    pass &&= browse && order;
    console.log(`  ${browse ? 'PASS' : 'FAIL'}  browse p99 ${half.browseP99} ms <= 50 ms`);
    console.log(`  ${order ? 'PASS' : 'FAIL'}  order p99 ${half.orderP99} ms <= 150 ms`);
  }
  console.log(`BENCH_RESULT ${JSON.stringify(results)}`);
  process.exit(pass ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopCurrent?.();
  process.exit(1);
});
