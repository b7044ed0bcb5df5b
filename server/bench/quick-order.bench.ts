// npm run bench:quick — a quick order of 500 lines against a catalogue of 10,000 tools,
// through the real API handler (POST /cart/quick on the Hono app via app.request(): JSON,
// the list's reader, the part-number lookup, each line's quantity rule and price, the cart's
// one change), with no network between. Times BENCH_RUNS dry runs and as many orders (each
// on an empty cart) and prints their median and range against the 1 s. On the
// PostgreSQL at DATABASE_URL (a throwaway schema), or PGlite with BENCH_DB=pglite.
import type { QuickOrderReply } from '../../src/domain/quick-order-schemas';
import { migrate } from '../src/db/migrate';
import { buildTestApp, people } from '../src/testing/test-app';
import { medianAndRange, openBenchDatabase, unlimited } from './bench-database';

const TOOLS = 10_000;
const LINES = 500;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 10);
const TARGET_MS = 1000;

const SEED_SQL = `
INSERT INTO tools (name, img, description, min_qty, available_qty, price, part_number)
SELECT 'Bench Roller ' || i, '/images/paint-roller.svg', 'A roller', 1, 100000, 1 + i % 90,
       'BENCH-' || i
FROM generate_series(0, $1::int - 1) AS i`;

/** 500 lines, one of 20 an unknown part number (a line that says why). */
const LIST = Array.from({ length: LINES }, (_, i) =>
  i % 20 === 19 ? `NO-SUCH-${i} 3` : `BENCH-${i * 17} ${1 + (i % 9)}`,
).join('\n');

async function main() {
  const database = await openBenchDatabase();
  try {
    const { db } = database;
    await migrate(db);
    await db.query(SEED_SQL, [TOOLS]);
    await db.exec('ANALYZE tools');
    // The cart's write limit is not what is measured.
    const test = buildTestApp(db, { rateLimiter: unlimited });
    const token = await test.signIn(people.customer);
    const send = async (dryRun: boolean, as = token) => {
      const started = performance.now();
      const answer = await test.call('POST', '/cart/quick', {
        token: as,
        body: { text: LIST, dryRun },
      });
      const ms = performance.now() - started;
      if (answer.status !== 200)
        throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const reply = answer.body as QuickOrderReply;
      if (reply.added.length + reply.refused.length !== LINES) throw new Error('a line is missing');
      return ms;
    };
    console.log(
      `${database.kind}: ${TOOLS} tools, ${LINES} lines, ${RUNS} runs each (after one warm-up)\n`,
    );
    await send(true);
    const dry: number[] = [];
    const added: number[] = [];
    for (let run = 0; run < RUNS; run += 1) dry.push(await send(true));
    for (let run = 0; run < RUNS; run += 1) {
      // Each on an empty cart: a buyer of its own (a cart holds 50 lines; the rest say so).
      added.push(await send(false, await test.signIn(`quick-bench-${run}@paintco.test`)));
    }
    console.log(medianAndRange('check (dry run), 500 lines', dry));
    console.log(medianAndRange('add to cart, 500 lines', added));
    const over = [...dry, ...added].some((ms) => ms >= TARGET_MS);
    console.log(
      over ? `\nA run took ${TARGET_MS} ms or more.` : `\nEvery run under ${TARGET_MS} ms.`,
    );
    if (over) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
