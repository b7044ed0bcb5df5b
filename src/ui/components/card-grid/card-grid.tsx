import type { ComponentProps, ReactNode } from 'react';
import * as styles from './card-grid.css';

export type CardGridColumns = keyof typeof styles.columns;

export interface CardGridProps<T> extends Omit<ComponentProps<'ul'>, 'children'> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  columns?: CardGridColumns;
}

/** A responsive list of cards; each card stretches to the height of its row. */
export function CardGrid<T>({
  items,
  itemKey,
  renderItem,
  columns = 'oneTwoThree',
  className,
  ...rest
}: CardGridProps<T>) {
  return (
    <ul {...rest} className={[styles.columns[columns], className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={itemKey(item, index)} className={styles.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
