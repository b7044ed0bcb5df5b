import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { UsersPage } from '../../../../../ui/pages/users/users-page';
import { useFailedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/users')({
  head: () => pageHead('Make Admin'),
  loader: async ({ context: { ports, machines } }) => {
    const [users, actions] = await Promise.all([
      valueOf(ports.api.listUsers()),
      machines.userActions(),
    ]);
    return { users, actions };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: UsersLoading,
  pendingMs: 0,
  errorComponent: UsersFailed,
  component: UsersRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function UsersLoading() {
  return <UsersPage view={LOADING} />;
}

function UsersFailed(props: ErrorComponentProps) {
  return <UsersPage view={useFailedView(props)} />;
}

function UsersRoute() {
  return <UsersPage view={loaded(Route.useLoaderData())} onChanged={useReload()} />;
}
