import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CompanyRole } from '../../../domain/company';
import { RoleDashboard } from '../../../ui/pages/dashboard-menu/dashboard-menu';
import { useSessionRole } from '../-use-session-role';

// The side-drawer layout of every dashboard page, with the menu of the person's role and,
// for a company's member, of their company role. That role is read beside the page, never
// before it: the company's links join the menu when it arrives.
export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: ({ context: { ports } }) => ({
    companyRole: ports.api.getMyCompany().then(
      (answer) => (answer.ok ? answer.value.role : undefined),
      () => undefined,
    ),
  }),
  // A membership changes rarely; a change made here reloads every route (onChanged).
  staleTime: 60_000,
  component: DashboardRoute,
});

function useSettled<T>(promise: Promise<T | undefined>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    void promise.then((settled) => {
      if (current) setValue(settled);
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return value;
}

function DashboardRoute() {
  const role = useSessionRole(Route.useRouteContext({ select: ({ user }) => user.role }));
  const companyRole = useSettled<CompanyRole>(Route.useLoaderData().companyRole);
  return (
    <RoleDashboard role={role} companyRole={companyRole}>
      <Outlet />
    </RoleDashboard>
  );
}
