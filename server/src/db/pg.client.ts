// SqlClient on a PostgreSQL server through a pg connection pool (DATABASE_URL).
import pg from 'pg';
import { DatabaseUnavailableError, unavailableOr } from './database-unavailable';
import { listenOnPostgres, type ListenerTiming } from './pg-listener';
import type { SqlClient, SqlExecutor, SqlValue } from './sql-client.port';

interface Queryable {
  // A script of several statements answers with one result per statement.
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

const rowsOf = (result: { rows: unknown[] } | { rows: unknown[] }[]) =>
  (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];

function executor(db: Queryable): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []) {
      return rowsOf(await db.query(sql, [...params]).catch(unavailableOr)) as Row[];
    },
    async exec<Row>(script: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      return rowsOf(await db.query(script).catch(unavailableOr)) as Row[];
    },
  };
}

export interface PgClientOptions {
  maxConnections?: number;
  /** Tables live in this schema instead of public (tests give each file its own). */
  schema?: string;
  /** How a listening connection checks itself and comes back (tests shorten or stretch it). */
  listenerTiming?: ListenerTiming;
  /** How long a query may wait to connect, or for a free connection (5 s). */
  connectTimeoutMs?: number;
}

export function openPgClient(connectionString: string, options: PgClientOptions = {}): SqlClient {
  const settings = {
    connectionString,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({
    ...settings,
    max: options.maxConnections ?? 10,
    // While the database is away a request fails within these bounds (and answers 503),
    // never waits for ever: connecting, or waiting for a free connection, takes at most
    // 5 s, and a query on a connection whose server vanished without a word (a network
    // cut sends nothing) at most 25 s, under the proxy's 30 s. Connections that broke are
    // dropped by the pool, and the next query opens a new one: nothing to restart.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    query_timeout: 25_000,
    keepAlive: true,
  });
  // An idle client that loses its connection emits on the pool; without a listener the
  // process would crash instead of letting the next query reconnect.
  pool.on('error', (error) => console.error(`database pool: ${error.message}`));
  // A connection handed out (a transaction between two statements) has lost the pool's
  // listener: a server shutting down would then crash the process with an unhandled 'error'.
  // This one keeps every connection covered for its whole life; the statement it is on, or
  // its next one, fails with the cause and the request answers 503.
  pool.on('connect', (connection) => connection.on('error', () => undefined));
  return {
    kind: 'postgres',
    ...executor(pool),
    async transaction(work) {
      const connection = await pool.connect().catch(unavailableOr);
      const tx = executor(connection);
      let failed = false;
      try {
        await tx.query('BEGIN');
        const result = await work(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        // A connection that failed is closed rather than handed to the next query.
        failed = error instanceof DatabaseUnavailableError;
        throw error;
      } finally {
        connection.release(failed);
      }
    },
    listen: (channel, handlers) =>
      listenOnPostgres(
        // Named, so pg_stat_activity shows which connections are listeners, and of what.
        { ...settings, application_name: `listen ${channel} ${options.schema ?? 'public'}` },
        channel,
        handlers,
        options.listenerTiming,
      ),
    close: () => pool.end(),
  };
}
