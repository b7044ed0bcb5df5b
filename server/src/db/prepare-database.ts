// Brings a database up to date at start: the migrations, then the demo data, which only a
// local store gets. In production nothing is seeded: a demo admin account there would make
// anyone who signs that e-mail up an admin.
import { refuseDemoDataForEver, seedDemoData } from '../seed/seed-demo-data';
import { migrate } from './migrate';
import type { SqlClient } from './sql-client.port';

export async function prepareDatabase(
  db: SqlClient,
  options: { production: boolean },
): Promise<{ applied: number[]; seeded: boolean }> {
  let seeded = false;
  const applied = await migrate(db, async (tx) => {
    if (options.production) await refuseDemoDataForEver(tx);
    else seeded = await seedDemoData(tx);
  });
  return { applied, seeded };
}
