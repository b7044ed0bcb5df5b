// SqlClient on a PostgreSQL server through a pg connection pool (DATABASE_URL).
import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlValue } from './sql-client.port';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function executor(db: Queryable): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      const result = await db.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(script: string) {
      await db.query(script);
    },
  };
}

export interface PgClientOptions {
  maxConnections?: number;
  /** Tables live in this schema instead of public (tests give each file its own). */
  schema?: string;
}

export function openPgClient(connectionString: string, options: PgClientOptions = {}): SqlClient {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client that loses its connection emits on the pool; without a listener the
  // process would crash instead of letting the next query reconnect.
  pool.on('error', (error) => console.error(`database pool: ${error.message}`));
  return {
    kind: 'postgres',
    ...executor(pool),
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work(executor(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
