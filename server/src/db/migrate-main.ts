// `npm run db:migrate`: brings the PostgreSQL database at DATABASE_URL up to date once,
// before any API process starts (a deployment step; `npm run start:cluster` runs it first).
// The same steps as an API's own start (prepare-database.ts), so the processes that start
// after it find nothing left to do instead of queueing on the migration lock; the same for
// the job queue (pg-boss's tables and the queues). Outside production it seeds the demo
// data into an empty database; in production it never does.
import { isProduction } from '../config';
import { installJobQueues } from '../jobs/start-jobs';
import { openPgClient } from './pg.client';
import { prepareDatabase } from './prepare-database';

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL']?.trim();
  if (url === undefined || url === '') {
    console.error('Set DATABASE_URL to the PostgreSQL database to migrate.');
    process.exit(1);
  }
  const production = isProduction(process.env);
  const db = openPgClient(url, { maxConnections: 1 });
  try {
    const { applied, seeded } = await prepareDatabase(db, { production });
    const done = applied.length > 0 ? `applied migrations ${applied.join(', ')}` : 'no migration';
    console.log(`database up to date (${done}${seeded ? '; seeded the demo data' : ''})`);
    // pg-boss's schema (installed, or migrated after a pg-boss upgrade) and the queues.
    await installJobQueues(db);
    console.log('job queue up to date');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Cannot migrate the database: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
