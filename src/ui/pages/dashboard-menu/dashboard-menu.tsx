import type { ReactNode } from 'react';
import { DashboardLayout } from '../../components/dashboard-layout/dashboard-layout';
import { dashboardMenuItems, type DashboardRole } from './dashboard-menu-items';

export interface RoleDashboardProps {
  role: DashboardRole;
  children: ReactNode;
}

/** The dashboard frame with the drawer menu of the signed-in person's role. */
export function RoleDashboard({ role, children }: RoleDashboardProps) {
  return <DashboardLayout links={dashboardMenuItems(role)}>{children}</DashboardLayout>;
}
