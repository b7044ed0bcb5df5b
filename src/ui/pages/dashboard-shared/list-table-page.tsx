// An admin list read a page at a time: DashboardTablePage with the address's search (and
// any filters) above the rows, the pager below them, and an empty page's note saying why.
import type { ReactNode } from 'react';
import type { ListSearch, Page } from '../../../domain/page';
import { mapLoaded, type LoadView } from '../../data/load-view';
import { DashboardTablePage, type DashboardTablePageProps } from './dashboard-table-page';
import {
  emptyListMessage,
  ListPager,
  ListSearchField,
  listTitle,
  type Listing,
} from './list-controls';

/** What an admin list page takes from its route, beside the rows it loads (`Data`). */
export interface ListPageProps<Data, S extends ListSearch = ListSearch> {
  view: LoadView<Data>;
  /** A row's action changed the store: load the rows again. */
  onChanged?: () => void;
  /** The page and search in the address, and the step to another. */
  listing?: Listing<S>;
}

export interface ListTablePageProps<Row, S extends ListSearch> extends Omit<
  DashboardTablePageProps<Row>,
  'view' | 'toolbar'
> {
  /** The page of rows the address asks for. */
  view: LoadView<Page<Row>>;
  /** The page and search in the address, and the step to another. */
  listing?: Listing<S> | undefined;
  /** The search box's label, e.g. "Search users by e-mail or name". */
  searchLabel: string;
  /** The pager's label, e.g. "Pages of users". */
  pagerLabel: string;
  /** Controls after the search (a status, a member), shown with it. */
  filters?: ReactNode;
  /** The note for no rows at all while a filter other than the search is in force. */
  filteredEmptyMessage?: string | undefined;
}

export function ListTablePage<Row, S extends ListSearch>({
  view,
  listing,
  searchLabel,
  pagerLabel,
  filters,
  filteredEmptyMessage,
  emptyMessage,
  footer,
  ...table
}: ListTablePageProps<Row, S>) {
  const page = view.status === 'loaded' ? view.value : undefined;
  return (
    <DashboardTablePage
      {...table}
      view={mapLoaded(view, (rows) => rows.items)}
      emptyMessage={
        listing && page
          ? emptyListMessage(listing.search, page, emptyMessage, filteredEmptyMessage)
          : emptyMessage
      }
      toolbar={
        listing && (
          <>
            <ListSearchField listing={listing} label={searchLabel} />
            {filters}
          </>
        )
      }
      footer={
        <>
          {listing && page && <ListPager listing={listing} page={page} label={pagerLabel} />}
          {footer}
        </>
      }
    />
  );
}

/** A list's own props with the search in force: its heading says it, its search box holds it. */
export const searched = <P extends { title: string }, S extends ListSearch>(
  page: P,
  listing: Listing<S> | undefined,
) => ({ ...page, title: listTitle(page.title, listing?.search.q), listing });
