import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf, type ListSearch } from '../../../../../domain/list-search';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { UsersPage } from '../../../../../ui/pages/users/users-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { useListing } from '../../../-listing';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/users')({
  head: () => pageHead('Make Admin'),
  // The page and the search live in the address (?page=2&q=casey), so Back and a shared
  // link show the same rows; anything unusable there falls back to the first page.
  validateSearch: (search): ListSearch => listSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, machines } }) => {
    const [users, actions] = await Promise.all([
      valueOf(ports.api.listUsersPage(pageQueryOf(deps))),
      machines.userActions(),
    ]);
    return { users, actions };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: UsersNotLoaded,
  pendingMs: 0,
  errorComponent: UsersNotLoaded,
  component: UsersRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function UsersNotLoaded(props: Partial<ErrorComponentProps>) {
  return <UsersPage view={useUnloadedView(props)} listing={useListing(Route)} />;
}

function UsersRoute() {
  return (
    <UsersPage
      view={loaded(Route.useLoaderData())}
      onChanged={useReload()}
      listing={useListing(Route)}
    />
  );
}
