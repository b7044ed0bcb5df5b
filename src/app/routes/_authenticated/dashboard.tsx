import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RoleDashboard } from '../../../ui/pages/dashboard-menu/dashboard-menu';
import { useSessionRole } from '../-use-session-role';

// The side-drawer layout of every dashboard page, with the menu of the person's role.
export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const role = useSessionRole(Route.useRouteContext({ select: ({ user }) => user.role }));
  return (
    <RoleDashboard role={role}>
      <Outlet />
    </RoleDashboard>
  );
}
