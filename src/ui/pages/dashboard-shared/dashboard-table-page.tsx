import { useRef, type ReactNode } from 'react';
import { FrameOr } from '../../components/early-slot/early-slot';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Table, type TableColumn } from '../../components/table/table';
import type { LoadView } from '../../data/load-view';
import * as page from './dashboard-page.css';
import { useFocusKeptInList } from './use-focus-kept-in-list';

export interface DashboardTablePageProps<Row> {
  /** The heading's id, which names the page's section for assistive technology. */
  headingId: string;
  title: string;
  view: LoadView<readonly Row[]>;
  caption: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rowKey: (row: Row) => string;
  emptyMessage: string;
  /** What could not be loaded, e.g. "The users could not be loaded". */
  errorTitle: string;
  /** Below this width of the page's column (px) the rows show as cards. */
  cardsBelow?: number;
  /** Controls above the rows (a search, a filter), in every state: a search can be changed
   * while rows load, or after they failed. */
  toolbar?: ReactNode;
  /** Below the rows once they are loaded (the pager). */
  footer?: ReactNode;
  /** While loading, in the prerendered frame only: the rows' early face (EarlyCards). */
  early?: ReactNode;
}

/**
 * A dashboard page that is one list from the API: its heading above placeholder rows, an
 * error with Retry, or the rows (or a note when there are none).
 */
export function DashboardTablePage<Row>({
  headingId,
  title,
  view,
  errorTitle,
  toolbar,
  footer,
  early,
  ...table
}: DashboardTablePageProps<Row>) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusKeptInList(section, heading, view);
  return (
    <section ref={section} className={page.page} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={page.heading}>
        {title}
      </h1>
      {toolbar && <div className={page.toolbar}>{toolbar}</div>}
      {view.status === 'failed' ? (
        <LoadFailed title={errorTitle} view={view} />
      ) : view.status === 'loading' && early ? (
        <FrameOr early={early} loading={<Table {...table} rows={[]} loading />} />
      ) : (
        <Table
          {...table}
          rows={view.status === 'loaded' ? view.value : []}
          loading={view.status === 'loading'}
        />
      )}
      {view.status === 'loaded' && footer}
    </section>
  );
}
