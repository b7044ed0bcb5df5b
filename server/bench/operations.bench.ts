// npm run bench:operations — the operations dashboard at 10,000 orders: seeds a throwaway
// schema (see bench-database.ts) with 200 tools and 10,000 orders over the last 60 days
// (bench-orders.ts), then times
// GET /operations/summary through the real API handler (app.request(): the admin check,
// the five aggregate queries, JSON), with no network between. Prints the median, p95 and
// max against the 1 s target, and exits with 1 over it.
import { openBenchDatabase, percentile } from './bench-database';
import { seededStore } from './bench-orders';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 100);
const WARMUP = 10;
const TARGET_MS = 1000;

async function main() {
  const database = await openBenchDatabase();
  try {
    const { app, admin } = await seededStore(
      database.db,
      ORDERS,
      database.kind,
      `${RUNS} runs after ${WARMUP} warm-up runs, through GET /operations/summary (app.request)`,
    );

    const times: number[] = [];
    let summary: { toShip?: number; salesByDay?: unknown[] } = {};
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const started = performance.now();
      const response = await app.request('/operations/summary', {
        headers: { Authorization: admin },
      });
      summary = (await response.json()) as typeof summary;
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`The summary answered ${response.status}`);
      if (run >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `median ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `max ${(times.at(-1) ?? NaN).toFixed(1)} ms (target: p95 under ${TARGET_MS} ms)`,
    );
    console.log(`(${summary.toShip ?? 0} orders to ship, ${summary.salesByDay?.length ?? 0} days)`);
    if (p95 >= TARGET_MS) {
      console.log(`Over ${TARGET_MS} ms at p95.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
