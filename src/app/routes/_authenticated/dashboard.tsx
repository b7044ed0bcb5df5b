import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RoleDashboard } from '../../../ui/pages/dashboard-menu/dashboard-menu';

// The side-drawer layout of every dashboard page, with the menu of the person's role.
export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return (
    <RoleDashboard role={user.role}>
      <Outlet />
    </RoleDashboard>
  );
}
