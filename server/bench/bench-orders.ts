// The orders the benches read: 200 tools and `count` orders of one line each, spread over
// the 60 days before `now` (about seven in ten paid or shipped), in one statement each.
import { migrate } from '../src/db/migrate';
import type { SqlClient } from '../src/db/sql-client.port';
import { buildTestApp } from '../src/testing/test-app';

const SEED_TOOLS = `
INSERT INTO tools (name, img, description, min_qty, available_qty, price)
SELECT 'Bench Tool ' || i, '/images/paint-roller.svg', 'A tool for the bench.',
       1 + i % 10, (i * 37) % 300, 5 + (i * 13) % 90
FROM generate_series(1, 200) AS i`;

// Each order is one line of one tool; its summary columns repeat that line.
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

export async function seedOrders(db: SqlClient, count: number, now: Date): Promise<void> {
  await db.exec(SEED_TOOLS);
  await db.query(SEED_ORDERS, [count, now]);
  // What autovacuum would do soon after a bulk load: the planner needs the statistics.
  await db.exec('ANALYZE tools; ANALYZE orders; ANALYZE order_lines');
}

/**
 * The API on a migrated database holding `count` seeded orders, with an admin's token to
 * call it; prints what was seeded, how fast, and `what` the bench then does.
 */
export async function seededStore(db: SqlClient, count: number, kind: string, what: string) {
  await migrate(db);
  const test = buildTestApp(db);
  const { admin } = await test.signInEveryone();
  const started = performance.now();
  await seedOrders(db, count, test.clock.now());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${kind}: ${count} orders seeded in ${seconds} s; ${what}\n`);
  return { app: test.app, admin: `Bearer ${admin ?? ''}` };
}
