// npm run bench:operations — the operations dashboard at 10,000 orders: seeds a throwaway
// schema (see bench-database.ts) with 200 tools and 10,000 orders of one to three lines
// spread over the last 60 days (about seven in ten paid or shipped), then times
// GET /operations/summary through the real API handler (app.request(): the admin check,
// the five aggregate queries, JSON), with no network between. Prints the median, p95 and
// max against the 1 s target, and exits with 1 over it.
import { migrate } from '../src/db/migrate';
import { buildTestApp } from '../src/testing/test-app';
import { openBenchDatabase, percentile } from './bench-database';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 100);
const WARMUP = 10;
const TARGET_MS = 1000;

const SEED_TOOLS = `
INSERT INTO tools (name, img, description, min_qty, available_qty, price)
SELECT 'Bench Tool ' || i, '/images/paint-roller.svg', 'A tool for the bench.',
       1 + i % 10, (i * 37) % 300, 5 + (i * 13) % 90
FROM generate_series(1, 200) AS i`;

// Each order's lines are its tool and the next ones; its summary columns are its first line.
const SEED_ORDERS = `
WITH picked AS (
  SELECT i, t.id AS tool_id, t.name, t.img, t.price, 1 + i % 40 AS qty,
         CASE WHEN i % 10 < 3 THEN 'unpaid' WHEN i % 10 < 7 THEN 'paid' ELSE 'shipped' END
           AS status,
         $2::timestamptz - make_interval(mins => (i * 8641) % (60 * 24 * 60)) AS placed
  FROM generate_series(1, $1::int) AS i
  JOIN LATERAL (SELECT id, name, img, price FROM tools ORDER BY id OFFSET i % 200 LIMIT 1) t
    ON true
), placed AS (
  INSERT INTO orders (tool_id, tool_name, tool_qty, tool_price, tool_img, name, email, address,
                      phone, status, paid, transaction_id, created_at, expires_at)
  SELECT tool_id, name, qty, price * qty, img, 'Bench Buyer', 'buyer' || i % 500 || '@bench.test',
         '1 Bench Street', '+1 555 0100', status, status <> 'unpaid',
         CASE WHEN status <> 'unpaid' THEN 'pi_bench_' || i END, placed,
         CASE WHEN status = 'unpaid' THEN placed + interval '30 minutes' END
  FROM picked
  RETURNING id, tool_id, tool_name, tool_img, tool_qty, tool_price
)
INSERT INTO order_lines (order_id, position, tool_id, tool_name, tool_img, qty, unit_price, total)
SELECT id, 0, tool_id, tool_name, tool_img, tool_qty, tool_price / tool_qty, tool_price
FROM placed`;

async function main() {
  const database = await openBenchDatabase();
  try {
    const { db } = database;
    await migrate(db);
    const test = buildTestApp(db);
    const { admin } = await test.signInEveryone();
    const seeded = performance.now();
    await db.exec(SEED_TOOLS);
    await db.query(SEED_ORDERS, [ORDERS, test.clock.now()]);
    await db.exec('ANALYZE tools; ANALYZE orders; ANALYZE order_lines');
    console.log(
      `${database.kind}: ${ORDERS} orders seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
        `${RUNS} runs after ${WARMUP} warm-up runs, through GET /operations/summary (app.request)\n`,
    );

    const times: number[] = [];
    let summary: { toShip?: number; salesByDay?: unknown[] } = {};
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const started = performance.now();
      const response = await test.app.request('/operations/summary', {
        headers: { Authorization: `Bearer ${admin ?? ''}` },
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
