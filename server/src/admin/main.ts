// Entry of `npm run admin`: opens the store's database as the API would (DATABASE_URL, or
// the PGlite data directory, which must not be in use by a running API) and runs one command.
import { join } from 'node:path';
import { DataDirInUseError, DataDirUnusableError, lockDataDir } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { openPgClient } from '../db/pg.client';
import { openPgliteClient } from '../db/pglite.client';
import type { SqlClient } from '../db/sql-client.port';
import { UsersSql } from '../repositories/users.sql';
import { parseAdminCommand, runAdminCommand } from './admin-command';

async function openStoreDatabase(): Promise<{ db: SqlClient; where: string; release(): void }> {
  const url = process.env['DATABASE_URL']?.trim();
  if (url)
    return {
      db: openPgClient(url, { maxConnections: 1 }),
      where: 'PostgreSQL',
      release: () => undefined,
    };
  const dataDir = process.env['DATA_DIR']?.trim() || '.data';
  const lock = lockDataDir(dataDir);
  try {
    const db = await openPgliteClient(join(dataDir, 'pglite'));
    return { db, where: `PGlite in ${dataDir}`, release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function main(): Promise<number> {
  const command = parseAdminCommand(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(command);
    return 2;
  }
  const { db, where, release } = await openStoreDatabase();
  try {
    await migrate(db);
    const result = await runAdminCommand(command, new UsersSql(db));
    (result.exitCode === 0 ? console.log : console.error)(`${result.message} (${where})`);
    return result.exitCode;
  } finally {
    await db.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirInUseError) {
      console.error(
        `The API (process ${error.pid}) is running on ${error.dataDir}, and PGlite opens in one process at a time: stop it, then run this again.`,
      );
    } else if (error instanceof DataDirUnusableError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
