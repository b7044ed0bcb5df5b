// From a row to the domain's shape: a moment as an ISO string, SQL nulls as absent fields
// (the domain leaves an optional field out, never null).
import type { SqlExecutor, SqlValue } from '../db/sql-client.port';

export const iso = (at: Date | string): string => new Date(at).toISOString();

/**
 * The row a select answers for T: an optional field as SQL null when absent, and each of
 * `Moments` (a timestamp column) as the Date it comes back as, before `iso` makes it text.
 */
export type RowOf<T, Moments extends keyof T = never> = {
  [K in keyof T]-?: (K extends Moments ? Date | string : Exclude<T[K], undefined>) | Nulled<T[K]>;
};
type Nulled<V> = undefined extends V ? null : never;

type NullsLeftOut<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

export function withoutNulls<T extends object>(row: T): NullsLeftOut<T> {
  const kept = Object.entries(row).filter(([, value]) => value !== null);
  return Object.fromEntries(kept) as NullsLeftOut<T>;
}

/** A row the caller's own transaction just wrote or locked: its absence is a bug, said loudly. */
export function mustExist<T>(row: T | undefined, failure: string): T {
  if (row === undefined) throw new Error(failure);
  return row;
}

/** The id an INSERT … RETURNING gave back. */
export const returnedId = (rows: readonly { id: string }[]): string =>
  mustExist(rows[0], 'INSERT … RETURNING gave no row').id;

/** A select of the repository's own text (`rest` after the FROM), each row mapped. */
export const selecting =
  <Row, T>(columns: string, from: string, to: (row: Row) => T) =>
  async (sql: SqlExecutor, rest: string, params: readonly SqlValue[] = []): Promise<T[]> =>
    (await sql.query<Row>(`SELECT ${columns} FROM ${from} ${rest}`, params)).map(to);
