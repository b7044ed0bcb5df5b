// The listing a list page takes from its route: the page and search the address holds, and
// the step to another (a navigation, so Back goes to the previous page or search).
import type { ListSearch } from '../../domain/page';
import type { Listing } from '../../ui/pages/dashboard-shared/list-controls';

/** What the listing reads of a route: its search, and the navigation to another one. */
interface ListRoute<S extends ListSearch> {
  useSearch: () => S;
  useNavigate: () => (options: { search: S }) => Promise<void>;
}

export function useListing<S extends ListSearch>(route: ListRoute<S>): Listing<S> {
  const navigate = route.useNavigate();
  return { search: route.useSearch(), go: (search) => void navigate({ search }) };
}
