import type { ReactNode } from 'react';
import type { CompanyRole } from '../../../domain/company';
import { DashboardLayout } from '../../components/dashboard-layout/dashboard-layout';
import { dashboardMenuItems, type DashboardRole } from './dashboard-menu-items';

export interface RoleDashboardProps {
  role: DashboardRole;
  /** The person's role in their company, once known; none for a person in no company. */
  companyRole?: CompanyRole | undefined;
  children: ReactNode;
}

/** The dashboard frame with the drawer menu of the signed-in person's role. */
export function RoleDashboard({ role, companyRole, children }: RoleDashboardProps) {
  return (
    <DashboardLayout links={dashboardMenuItems(role, companyRole)}>{children}</DashboardLayout>
  );
}
