// `npm run db:restore -- --to "<time>"`: point-in-time recovery of the cluster's PostgreSQL
// (stopped) from its newest base backup before that time and the archived WAL, into a fresh
// data folder that replaces the old one (kept beside it). Then `npm run start:cluster`.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CLUSTER_POSTGRES_PORT, postgresBinDir } from './stack/local-postgres';
import { restoreToTime } from './stack/pg-backup';
import { claimLock, releaseLock } from './stack/single-instance';

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(root, process.env['DATA_DIR'] ?? '.data/cluster');
const say = (line: string) => console.log(`[restore] ${line}`);

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const target = new Date(values.to ?? '');
  if (!values.to || Number.isNaN(target.getTime())) {
    throw new Error('say when to restore to: npm run db:restore -- --to "2026-11-27 10:15:00Z"');
  }
  const binDir = postgresBinDir();
  if (binDir === undefined) throw new Error('PostgreSQL is not installed');
  const running = claimLock(dataDir);
  if (running !== undefined)
    throw new Error(`the cluster runs (process ${running}): stop it first.`);
  try {
    const restored = await restoreToTime(
      binDir,
      join(dataDir, 'postgres'),
      CLUSTER_POSTGRES_PORT,
      target,
    );
    say(
      `restored to ${target.toISOString()} from ${restored.backup.dir} in ${(restored.ms / 1000).toFixed(1)} s`,
    );
    say(`the data it replaced is in ${restored.previous}; start the store: npm run start:cluster`);
  } finally {
    releaseLock(dataDir);
  }
}

main().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
