// One page of a list in SQL: a case-insensitive substring search over fixed columns
// (ILIKE with the search's own % and _ escaped, always as a parameter), further conditions,
// the total of matching rows and LIMIT/OFFSET, on PGlite and PostgreSQL alike.
import { offsetOf, type Page, type PageQuery } from '../../../src/domain/page';
import type { SqlExecutor, SqlValue } from '../db/sql-client.port';

export interface PageSelect<Row, T> {
  /** The select list (fixed text of the repository, never from the request). */
  readonly columns: string;
  readonly table: string;
  /** The columns the search looks in (fixed text of the repository). */
  readonly searchIn: readonly string[];
  /** Further conditions, all of which a row meets (e.g. a status, a price bound). */
  readonly where?: readonly PageCondition[];
  /**
   * A total order, so that pages never overlap or skip a row: newest first, so that who
   * just signed up, ordered or was added is on page 1.
   */
  readonly orderBy: string;
  /** Makes each row into what the repository answers. */
  readonly to: (row: Row) => T;
}

/** A condition of the repository's own text; its value, if any, goes as a parameter. */
export type PageCondition =
  { readonly sql: string } | { readonly sql: (param: string) => string; readonly value: SqlValue };

/** `q` as an ILIKE pattern that matches it anywhere, its wildcards taken literally. */
export const containsPattern = (q: string): string =>
  `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of the rows, each made into what the repository answers by `select.to`. */
export async function selectPage<Row, T>(
  db: SqlExecutor,
  select: PageSelect<Row, T>,
  query: PageQuery,
): Promise<Page<T>> {
  const params: SqlValue[] = [];
  const conditions: string[] = [];
  for (const condition of select.where ?? []) {
    if (typeof condition.sql === 'string') {
      conditions.push(condition.sql);
    } else if ('value' in condition) {
      params.push(condition.value);
      conditions.push(condition.sql(`$${params.length}`));
    }
  }
  if (query.q !== '') {
    params.push(containsPattern(query.q));
    const n = params.length;
    conditions.push(`(${select.searchIn.map((c) => `${c} ILIKE $${n} ESCAPE '\\'`).join(' OR ')})`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  params.push(query.pageSize, offsetOf(query));
  const limit = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  // The total rides on each row; a page past the end has no row to carry it, so it is
  // counted on its own then.
  const rows = await db.query<Row & { total_rows: number }>(
    `SELECT ${select.columns}, count(*) OVER ()::int AS total_rows
     FROM ${select.table} ${where} ORDER BY ${select.orderBy} ${limit}`,
    params,
  );
  const total =
    rows[0]?.total_rows ??
    (
      await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${select.table} ${where}`,
        params.slice(0, -2),
      )
    )[0]?.total ??
    0;
  const items = rows.map(({ total_rows: _total, ...row }) => select.to(row as Row));
  return { items, total, page: query.page, pageSize: query.pageSize };
}
