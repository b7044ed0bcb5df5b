// The one seam between the repositories and a database: PGlite and PostgreSQL both sit
// behind it and speak the same SQL, so every repository runs unchanged on either.
export type SqlValue = string | number | boolean | null | Date;

export interface SqlExecutor {
  /** One parameterised statement; rows come back as the caller describes them. */
  query<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
