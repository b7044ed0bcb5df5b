// SqlClient on PGlite: embedded PostgreSQL in WebAssembly, the default store.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlClient, SqlExecutor, SqlValue } from './sql-client.port';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

function executor(db: PgliteLike): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec<Row>(script: string) {
      const results = await db.exec(script);
      return (results.at(-1)?.rows ?? []) as Row[];
    },
  };
}

/**
 * Opens (or creates) a database in `dataDir`. Without one it lives in memory, started
 * from `template` (a dumpDataDir tarball) when given: much faster than a fresh initdb.
 */
export async function openPgliteClient(
  dataDir?: string,
  template?: Blob,
): Promise<SqlClient & { dump(): Promise<Blob> }> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // pg_trgm indexes the catalogue search (migration 006); PGlite loads it on request.
  const extensions = { pg_trgm };
  const db =
    dataDir !== undefined
      ? await PGlite.create(dataDir, { extensions })
      : await PGlite.create(template ? { loadDataDir: template, extensions } : { extensions });
  return {
    dump: () => db.dumpDataDir('none'),
    kind: 'pglite',
    ...executor(db),
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    // One process, one connection: a notification cannot be missed, so it is live at once.
    async listen(channel, handlers) {
      const unlisten = await db.listen(channel, (payload) => handlers.notify(payload));
      handlers.live(true);
      return async () => {
        handlers.live(false);
        await unlisten();
      };
    },
    close: () => db.close(),
  };
}
