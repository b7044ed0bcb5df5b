import { createFileRoute } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { UsersPage } from '../../../../../ui/pages/users/users-page';
import { loadStates, useReload } from '../../../-load-states';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/users')({
  loader: async ({ context: { ports, machines } }) => {
    const [users, actions] = await Promise.all([
      valueOf(ports.api.listUsers()),
      machines.userActions(),
    ]);
    return { users, actions };
  },
  ...loadStates((view) => <UsersPage view={view} />),
  component: UsersRoute,
});

function UsersRoute() {
  return <UsersPage view={loaded(Route.useLoaderData())} onChanged={useReload()} />;
}
