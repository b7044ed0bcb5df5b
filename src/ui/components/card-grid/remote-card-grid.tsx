import type { ReactNode } from 'react';
import type { ListState } from '../../data/list-state';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { CardGrid, type CardGridColumns } from './card-grid';

export interface RemoteCardGridProps<T> {
  state: ListState<T>;
  /** The list's accessible name, e.g. "Tools". */
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** One card-sized placeholder, repeated while the list loads. */
  placeholder: ReactNode;
  placeholderCount?: number;
  loadingLabel: string;
  emptyTitle: string;
  errorTitle: string;
  onRetry: () => void;
  columns?: CardGridColumns;
}

/** A card grid fed by the API: placeholders of the final size, a retry on failure, or cards. */
export function RemoteCardGrid<T>({
  state,
  label,
  itemKey,
  renderItem,
  placeholder,
  placeholderCount = 3,
  loadingLabel,
  emptyTitle,
  errorTitle,
  onRetry,
  columns,
}: RemoteCardGridProps<T>) {
  if (state.status === 'failed') {
    return <ErrorState title={errorTitle} message={state.message} onRetry={onRetry} />;
  }
  if (state.status === 'loading') {
    const slots = Array.from({ length: placeholderCount }, (_, index) => index);
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
  if (state.items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <CardGrid
      aria-label={label}
      items={state.items}
      itemKey={itemKey}
      renderItem={renderItem}
      {...(columns ? { columns } : {})}
    />
  );
}
