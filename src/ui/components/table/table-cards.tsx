import type { ReactNode } from 'react';
import type { TableColumn } from './table';
import * as styles from './table-cards.css';

export interface TableCardsProps<Row> {
  captionId: string;
  caption: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  emptyMessage: string;
}

/**
 * The table as a list of cards, for a column too narrow for its columns: each row a card
 * with its title, its other columns as labelled values, and its actions in full view.
 */
export function TableCards<Row>({
  captionId,
  caption,
  columns,
  rows,
  rowKey,
  loading,
  emptyMessage,
}: TableCardsProps<Row>) {
  const title = columns.find((column) => column.card === 'title');
  const actions = columns.find((column) => column.card === 'actions');
  const details = columns.filter((column) => column !== title && column !== actions);

  let items: ReactNode;
  if (loading) {
    items = [0, 1, 2].map((n) => (
      <li key={n} aria-hidden="true" className={styles.card}>
        <div className={styles.placeholderLine} />
        <div className={styles.placeholderLine} />
      </li>
    ));
  } else if (rows.length === 0) {
    items = <li className={styles.message}>{emptyMessage}</li>;
  } else {
    items = rows.map((row) => (
      <li key={rowKey(row)} data-row-key={rowKey(row)} className={styles.card}>
        {title && <div className={styles.title}>{title.cell(row)}</div>}
        <dl className={styles.details}>
          {details.map((column) => (
            <div key={column.header} className={styles.detail}>
              <dt className={styles.term}>{column.header}</dt>
              <dd className={styles.value}>{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
        {actions && (
          <div className={styles.actions} data-row-actions>
            {actions.cell(row)}
          </div>
        )}
      </li>
    ));
  }

  return (
    <div className={styles.root}>
      <p id={captionId} className={styles.caption}>
        {caption}
      </p>
      <ul aria-labelledby={captionId} aria-busy={loading || undefined} className={styles.list}>
        {items}
      </ul>
    </div>
  );
}
