// `npm run db:backup`: a base backup of the running cluster's PostgreSQL (start:cluster
// archives its WAL), into DATA_DIR's postgres/backups/. With the archive it can restore to
// any time after it: `npm run db:restore -- --to "<time>"`. A managed database has its own.
import { join, resolve } from 'node:path';
import { CLUSTER_POSTGRES_PORT, postgresBinDir } from './stack/local-postgres';
import { takeBaseBackup } from './stack/pg-backup';

const root = resolve(import.meta.dirname, '..');
const base = join(resolve(root, process.env['DATA_DIR'] ?? '.data/cluster'), 'postgres');

function main() {
  const binDir = postgresBinDir();
  if (binDir === undefined) throw new Error('PostgreSQL is not installed');
  const backup = takeBaseBackup(binDir, base, CLUSTER_POSTGRES_PORT);
  const seconds = (backup.finishedAt.getTime() - backup.startedAt.getTime()) / 1000;
  console.log(
    `[backup] ${backup.dir}: ${(backup.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s;` +
      ` restorable to any time after ${backup.finishedAt.toISOString()}`,
  );
}

try {
  main();
} catch (error) {
  console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
