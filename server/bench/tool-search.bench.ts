// npm run bench:search — the catalogue search at 10,000 tools on PostgreSQL: seeds a
// throwaway schema of the database at DATABASE_URL (scripts/start-test-postgres.sh starts
// one), then times each kind of query through the real API handler (GET /tool on the Hono
// app via app.request(): query parsing, the SQL repository, JSON), with no network between.
// Prints the median and p95 per kind against the 100 ms target, and the plan PostgreSQL
// chose for the searches (the trigram indexes of migration 006). Exits with 1 over target.
// BENCH_DB=pglite runs the same on the embedded database instead.
import { migrate } from '../src/db/migrate';
import type { SqlClient, SqlExecutor, SqlValue } from '../src/db/sql-client.port';
import { buildTestApp } from '../src/testing/test-app';
import { openBenchDatabase, percentile } from './bench-database';

const TOOLS = Number(process.env['BENCH_TOOLS'] ?? 10_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
const WARMUP = 20;
const TARGET_MS = 100;

/** Each kind of query the catalogue page sends, as its query string. */
const KINDS: readonly (readonly [kind: string, query: string])[] = [
  ['first page, newest first', 'page=1&pageSize=12'],
  ['search a common word', 'q=roller&pageSize=12'],
  ['search a rare word', 'q=c4ca4238&pageSize=12'],
  ['search two letters', 'q=ro&pageSize=12'],
  ['search the description', 'q=ceilings%20and%20stairwells&pageSize=12'],
  ['search with no match', 'q=no%20such%20tool&pageSize=12'],
  ['price range, cheapest first', 'minPrice=100&maxPrice=200&sort=price-asc&pageSize=12'],
  ['in stock, by name', 'inStock=1&sort=name-asc&pageSize=12'],
  ['all together', 'q=brush&minPrice=50&maxPrice=500&inStock=1&sort=price-desc&pageSize=12'],
  ['a late page, dearest first', 'sort=price-desc&page=80&pageSize=12'],
];

/** The kinds whose plan is printed: a search of three letters or more uses the indexes. */
const EXPLAINED = ['search a common word', 'search a rare word', 'search the description'];

/**
 * 10,000 tools with names and descriptions drawn from a trade catalogue's words, so a
 * common word matches about a tenth of them and a rare one a few dozen.
 */
const SEED_SQL = `
INSERT INTO tools (name, img, description, min_qty, available_qty, price)
SELECT
  (ARRAY['Pro','Trade','Compact','Heavy-Duty','Angled','Microfibre','Foam','Steel','Nylon',
         'Graphite'])[1 + i % 10]
    || ' ' ||
  (ARRAY['Roller','Brush','Sprayer','Tray','Scraper','Pole','Tape','Sander','Edger','Mixer',
         'Drop Cloth','Filler Knife'])[1 + (i / 10) % 12]
    || ' ' || i,
  '/images/paint-roller.svg',
  'A ' || (ARRAY['lint-free','solvent-resistant','washable','lightweight','stackable'])[1 + i % 5]
    || ' tool for ' ||
  (ARRAY['walls','ceilings and stairwells','trim and doors','floors','fences and decks',
         'masonry','metal railings'])[1 + (i / 7) % 7]
    || '. ' || md5(i::text) || ' Made for trade painters who work every day.',
  1 + i % 20,
  (i * 7919) % 500,
  1 + (i * 104729) % 900
FROM generate_series(1, $1::int) AS i`;

/** The executor the repository uses, keeping the last SELECT it sent (to EXPLAIN it). */
function recording(db: SqlClient) {
  const last: { sql: string; params: readonly SqlValue[] } = { sql: '', params: [] };
  const query: SqlExecutor['query'] = (sql, params = []) => {
    if (sql.trimStart().startsWith('SELECT')) Object.assign(last, { sql, params });
    return db.query(sql, params);
  };
  return { client: { ...db, query } satisfies SqlClient, last };
}

async function main() {
  const database = await openBenchDatabase();
  try {
    const { db } = database;
    await migrate(db);
    const seeded = performance.now();
    await db.query(SEED_SQL, [TOOLS]);
    // What autovacuum would do soon after a bulk load: the planner needs the statistics.
    await db.exec('ANALYZE tools');
    console.log(
      `${database.kind}: ${TOOLS} tools seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ` +
        `${RUNS} runs a kind after ${WARMUP} warm-up runs, through GET /tool (app.request)\n`,
    );
    const { client, last } = recording(db);
    const { app } = buildTestApp(client);

    const header = `${'query'.padEnd(30)} ${'matches'.padStart(7)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}  < ${TARGET_MS} ms`;
    console.log(header);
    let over = false;
    const plans: string[] = [];
    for (const [kind, query] of KINDS) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const started = performance.now();
        const response = await app.request(`/tool?${query}`);
        const body = (await response.json()) as { total?: number };
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
        total = body.total ?? 0;
        if (run >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      over ||= p95 >= TARGET_MS;
      console.log(
        [
          kind.padEnd(30),
          String(total).padStart(7),
          `${percentile(times, 50).toFixed(1)} ms`.padStart(9),
          `${p95.toFixed(1)} ms`.padStart(9),
          `${(times.at(-1) ?? NaN).toFixed(1)} ms`.padStart(9),
          p95 < TARGET_MS ? ' yes' : ' NO',
        ].join(' '),
      );
      if (EXPLAINED.includes(kind)) {
        const rows = await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${last.sql}`,
          last.params,
        );
        plans.push(
          `${kind} (${query}):\n${rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`,
        );
      }
    }
    console.log(
      `\nThe plans PostgreSQL chose (from the last run of each):\n\n${plans.join('\n\n')}`,
    );
    console.log(
      over ? `\nOver ${TARGET_MS} ms at p95.` : `\nEvery kind under ${TARGET_MS} ms at p95.`,
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
