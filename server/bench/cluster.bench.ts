// npm run bench:cluster — the store as production runs it (`npm run start:cluster`: nginx,
// API processes, PostgreSQL, the Auth emulator), started by the bench on a fresh data folder
// of its own, under a mixed load through nginx: 80 % browsing, 15 % orders, 5 % payments,
// 200 connections, 20 s. Once with 1 API process, once with API_PROCESSES (2), then again
// with one of them kill -9'd halfway. After each load it checks in the database that no unit
// was sold twice and that every acknowledged order is there, and prints PASS/FAIL per target.
// Settings: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_CUSTOMERS, API_PROCESSES.
import { join } from 'node:path';
import { waitForUrl } from '../../scripts/stack/wait-for';
import { openPgClient } from '../src/db/pg.client';
import type { SqlClient } from '../src/db/sql-client.port';
import { root, startCluster, type Cluster } from './cluster/cluster-process';
import { createCustomers } from './cluster/customers';
import { phaseFigures, printPhase, verdicts, type PhaseFigures } from './cluster/figures';
import { runMixedLoad } from './cluster/mixed-workload';
import { stockTheShelves } from './cluster/shelves';
import { checkStock, lostOrders, stockSnapshot } from './cluster/stock-ledger';
import type { Tool } from './cluster/workload-requests';

const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name]?.trim() || fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
};
const seconds = whole('BENCH_SECONDS', 20);
const connections = whole('BENCH_CONNECTIONS', 200);
const customerCount = whole('BENCH_CUSTOMERS', 1000);
const processes = whole('API_PROCESSES', 2);
const dataDir = join(root, '.data/bench-cluster');
const say = (line: string) => console.log(`[bench] ${line}`);

async function phase(
  label: string,
  cluster: Cluster,
  db: SqlClient,
  tools: Tool[],
  kill: boolean,
): Promise<PhaseFigures> {
  say(`${label}: signing in ${customerCount} customers…`);
  const signingIn = Date.now();
  const customers = await createCustomers(customerCount, cluster.apiUrls);
  say(
    `signed in ${customers.length} customers in ${((Date.now() - signingIn) / 1000).toFixed(1)} s`,
  );
  const before = await stockSnapshot(db);
  const victim = cluster.apiUrls.length - 1;
  let killedAt = 0;
  const timer = kill
    ? setTimeout(
        () => {
          const pid = cluster.apiPid(victim);
          process.kill(pid, 'SIGKILL');
          killedAt = Date.now();
          say(
            `kill -9 of the API process at ${cluster.apiUrls[victim]} (pid ${pid}) at ${seconds / 2} s`,
          );
        },
        (seconds * 1000) / 2,
      )
    : undefined;
  say(`${label}: ${connections} connections for ${seconds} s…`);
  const record = await runMixedLoad({
    url: cluster.storeUrl,
    connections,
    seconds,
    tools,
    customers,
  });
  clearTimeout(timer);
  if (killedAt > 0) {
    // As a service manager would, the launcher starts a killed process again.
    await waitForUrl(`${cluster.apiUrls[victim]}/ready`, 60_000, () => true);
    say(
      `the killed process answers again, ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
  }
  const stock = checkStock(before, await stockSnapshot(db));
  const figures = phaseFigures(label, kill, record, {
    lostOrders: await lostOrders(db, record.acknowledged),
    oversold: stock.oversold,
  });
  printPhase(figures);
  for (const line of stock.lines) console.log(`    ${line}`);
  return figures;
}

/** Runs `phases` on a cluster of `count` API processes, stopped afterwards whatever happens. */
async function onCluster(
  count: number,
  phases: { label: string; kill: boolean }[],
): Promise<PhaseFigures[]> {
  say(`starting a cluster of ${count} API process(es) on ${dataDir}…`);
  const cluster = await startCluster(dataDir, count);
  stopCurrent = cluster.stop;
  const db = openPgClient(cluster.databaseUrl, { maxConnections: 2 });
  try {
    const tools = await stockTheShelves(db, cluster.storeUrl);
    const figures: PhaseFigures[] = [];
    for (const { label, kill } of phases) {
      figures.push(await phase(label, cluster, db, tools, kill));
    }
    return figures;
  } finally {
    await db.close();
    await cluster.stop();
    stopCurrent = undefined;
  }
}

let stopCurrent: (() => Promise<void>) | undefined;
process.on(
  'SIGINT',
  () => void (stopCurrent?.() ?? Promise.resolve()).then(() => process.exit(130)),
);

async function main() {
  const figures = [
    ...(await onCluster(1, [{ label: '1 API process', kill: false }])),
    ...(processes > 1
      ? await onCluster(processes, [
          { label: `${processes} API processes`, kill: false },
          { label: `${processes} API processes, one kill -9'd halfway`, kill: true },
        ])
      : []),
  ];
  console.log('\nTargets:');
  const list = verdicts(figures);
  for (const { target, pass } of list) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${target}`);
  // One line for scripts that gather several runs.
  console.log(`BENCH_RESULT ${JSON.stringify(figures)}`);
  process.exit(list.every((verdict) => verdict.pass) ? 0 : 1);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopCurrent?.();
  process.exit(1);
});
