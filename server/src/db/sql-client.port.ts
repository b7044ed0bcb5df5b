// The one seam between the repositories and a database: PGlite and PostgreSQL both sit
// behind it and speak the same SQL, so every repository runs unchanged on either.
export type SqlValue = string | number | boolean | null | Date | readonly SqlValue[];

export interface SqlExecutor {
  /** One parameterised statement; rows come back as the caller describes them. */
  query<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /**
   * A script of several statements without parameters (migrations, the job queue's
   * maintenance); resolves to the rows of its last statement.
   */
  exec<Row = unknown>(script: string): Promise<Row[]>;
}

/** What a listener hears: each notification, and whether it can still hear them all. */
export interface NotificationHandlers {
  notify(payload: string): void;
  /**
   * `false` once notifications may be missed (the listening connection dropped), `true`
   * when listening again; a change made in between was not heard, so caches start afresh.
   */
  live(listening: boolean): void;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` until the returned function is called. `handlers.live(true)` is
   * called once listening has begun.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
