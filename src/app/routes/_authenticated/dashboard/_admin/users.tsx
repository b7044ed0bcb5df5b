import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../../../ui/pages/users/users-page';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/users')({
  component: UsersRoute,
});

function UsersRoute() {
  const { ports, session } = Route.useRouteContext();
  // Spec section 4: a 403 on Make Admin signs out and goes to / (the session's expiry does both).
  return (
    <UsersPage
      api={ports.api}
      onRefused={() => session.current()?.send({ type: 'SESSION_EXPIRED' })}
    />
  );
}
