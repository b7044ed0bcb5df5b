import type { ReactNode } from 'react';
import type { LoadView } from '../../data/load-view';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { EmptyState } from '../empty-state/empty-state';
import { LoadFailed } from '../error-state/load-failed';
import { CardGrid, type CardGridColumns } from './card-grid';

export interface RemoteCardGridProps<Item> {
  view: LoadView<readonly Item[]>;
  /** The list's accessible name, e.g. "Tools". */
  label: string;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** One card-sized placeholder, repeated while the list loads. */
  placeholder: ReactNode;
  loadingLabel: string;
  emptyTitle: string;
  errorTitle: string;
  columns?: CardGridColumns;
}

/** A card grid fed by the API: placeholders of the final size, a retry on failure, or cards. */
export function RemoteCardGrid<Item>({
  view,
  label,
  itemKey,
  renderItem,
  placeholder,
  loadingLabel,
  emptyTitle,
  errorTitle,
  columns,
}: RemoteCardGridProps<Item>) {
  if (view.status === 'failed') return <LoadFailed title={errorTitle} view={view} />;
  if (view.status === 'loading') {
    const slots = Array.from({ length: 3 }, (_, index) => index);
    return (
      <div aria-busy="true">
        <p role="status" className={visuallyHidden}>
          {loadingLabel}
        </p>
        <CardGrid
          aria-hidden="true"
          items={slots}
          itemKey={String}
          renderItem={() => placeholder}
          {...(columns ? { columns } : {})}
        />
      </div>
    );
  }
  if (view.value.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <CardGrid
      aria-label={label}
      items={view.value}
      itemKey={itemKey}
      renderItem={renderItem}
      {...(columns ? { columns } : {})}
    />
  );
}
