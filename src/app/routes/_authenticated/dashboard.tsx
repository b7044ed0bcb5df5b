import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CompanyRole } from '../../../domain/company';
import { RoleDashboard } from '../../../ui/pages/dashboard-menu/dashboard-menu';
import { useSessionRole } from '../-use-session-role';

// The side-drawer layout of every dashboard page, with the menu of the person's role and,
// for a company's member, of their company role. That role is read once the page has its
// data, never before it: the company's links join the menu when it arrives, and its read
// (and the chunk of calls it loads) no longer competes with the page's own on arrival.
export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: ({ context: { ports } }) => {
    let read: Promise<CompanyRole | undefined> | undefined;
    return {
      companyRole: () =>
        (read ??= ports.api.getMyCompany().then(
          (answer) => (answer.ok ? answer.value?.role : undefined),
          () => undefined,
        )),
    };
  },
  // A membership changes rarely; a change made here reloads every route (onChanged).
  staleTime: 60_000,
  component: DashboardRoute,
});

/** What `read` settles to, read once the router has loaded the page (undefined until then). */
function useReadAfterLoad<T>(read: () => Promise<T | undefined>): T | undefined {
  const loaded = useRouterState({ select: ({ status }) => status === 'idle' });
  const [value, setValue] = useState<T>();
  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    void read().then((settled) => {
      if (current) setValue(settled);
    });
    return () => {
      current = false;
    };
  }, [read, loaded]);
  return value;
}

function DashboardRoute() {
  const role = useSessionRole(Route.useRouteContext({ select: ({ user }) => user.role }));
  const companyRole = useReadAfterLoad(Route.useLoaderData().companyRole);
  return (
    <RoleDashboard role={role} companyRole={companyRole}>
      <Outlet />
    </RoleDashboard>
  );
}
