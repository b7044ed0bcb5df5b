import { useId, type ReactNode } from 'react';
import * as styles from './table.css';
import { TableCards } from './table-cards';
import { useNarrowerThan } from './use-narrower-than';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  numeric?: boolean;
  /**
   * In the card form: the card's title, or its actions (shown last, in full). The actions'
   * cell is marked `data-row-actions` in both forms (focus moves there when a row goes).
   */
  card?: 'title' | 'actions';
}

export interface TableProps<Row> {
  caption: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Placeholder rows while the data loads. */
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  emptyMessage?: string;
  /**
   * Below this width of its column (in px) the rows show as cards, so every value and
   * action is in view without scrolling sideways; Infinity: cards at every width.
   */
  cardsBelow?: number;
}

/**
 * A data table with a caption; in a column too narrow for its columns, a list of cards. (The
 * width is that of the table's own column, not the screen's: the dashboard's drawer takes
 * part of the screen.)
 */
export function Table<Row>(props: TableProps<Row>) {
  const captionId = useId();
  const { cardsBelow = 640, loading = false, emptyMessage = 'Nothing to show yet.' } = props;
  const [measured, narrower] = useNarrowerThan<HTMLDivElement>(cardsBelow);
  const shown = { ...props, captionId, loading, emptyMessage };
  return (
    <div ref={measured}>
      {cardsBelow === Infinity || narrower ? <TableCards {...shown} /> : <WideTable {...shown} />}
    </div>
  );
}

function WideTable<Row>({
  caption,
  captionId,
  columns,
  rows,
  rowKey,
  loading,
  emptyMessage,
}: TableProps<Row> & { captionId: string; loading: boolean; emptyMessage: string }) {
  const cellClass = (numeric?: boolean) =>
    numeric ? `${styles.cell} ${styles.numeric}` : styles.cell;

  let body: ReactNode;
  if (loading) {
    body = [0, 1, 2].map((row) => (
      <tr key={row} aria-hidden="true">
        {columns.map((column) => (
          <td key={column.header} className={styles.cell}>
            <div className={styles.placeholderLine} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.message}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} data-row-key={rowKey(row)}>
        {columns.map((column) => (
          <td
            key={column.header}
            className={cellClass(column.numeric)}
            data-row-actions={column.card === 'actions' || undefined}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={
                  column.numeric ? `${styles.headerCell} ${styles.numeric}` : styles.headerCell
                }
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
