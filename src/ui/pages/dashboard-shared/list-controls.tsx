// What the admin lists (Make Admin, Manage Product, Manage Orders) share to page and search:
// the search in force and the step to another one (the route keeps both in the address,
// so Back goes to the previous page or search), the search box, the pager, the empty note,
// the heading that says a search is in force.
import { MAX_SEARCH_LENGTH, pageCount, type ListSearch, type Page } from '../../../domain/page';
import { Pager } from '../../components/pager/pager';
import { SearchField } from '../../components/search-field/search-field';

export interface Listing<S extends ListSearch = ListSearch> {
  /** The page and search the address holds. */
  readonly search: S;
  /** Goes to another page or search: one step in the browser's history. */
  readonly go: (next: S) => void;
}

export function ListSearchField<S extends ListSearch>({
  listing: { search, go },
  label,
}: {
  listing: Listing<S>;
  label: string;
}) {
  return (
    <SearchField
      label={label}
      value={search.q ?? ''}
      maxLength={MAX_SEARCH_LENGTH}
      // A new search starts at its first page.
      onSearch={(q) => go({ ...search, q: q === '' ? undefined : q, page: undefined })}
    />
  );
}

/** Previous and Next, once the rows fill more than one page (or a later page is shown). */
export function ListPager<S extends ListSearch>({
  listing: { search, go },
  page,
  label,
}: {
  listing: Listing<S>;
  page: Page<unknown>;
  label: string;
}) {
  const pages = pageCount(page.total, page.pageSize);
  if (pages <= 1 && page.page <= 1) return null;
  return (
    <Pager
      page={page.page}
      pageCount={pages}
      label={label}
      onPage={(n) => go({ ...search, page: n > 1 ? n : undefined })}
    />
  );
}

/**
 * The note for a page without rows: none at all (`filteredNone` when a filter other than
 * the search is in force), none matching, or none this far.
 */
export function emptyListMessage(
  search: ListSearch,
  page: Page<unknown>,
  none: string,
  filteredNone?: string,
): string {
  if (search.q !== undefined) return `Nothing matches “${search.q}”.`;
  if (page.total > 0) return 'There is nothing on this page. Go back to the previous one.';
  return filteredNone ?? none;
}

/**
 * A list's heading with the search in force, so a searched or filtered list never reads as
 * the whole one: "Manage Orders: matching “acme”, paid".
 */
export function listTitle(
  title: string,
  q: string | undefined,
  ...filters: ReadonlyArray<string | undefined>
): string {
  const parts = [q === undefined ? undefined : `matching “${q}”`, ...filters].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return parts.length === 0 ? title : `${title}: ${parts.join(', ')}`;
}
