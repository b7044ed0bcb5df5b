// Which dashboard pages each role reaches from the drawer (spec section 2, drawer menu; the
// staff roles' from staff-pages.ts), and
// the trade-account pages each company role adds (issue 25) for a company's members.
import type { CompanyRole } from '../../../domain/company';
import type { StaffRole } from '../../../domain/staff-role';
import { STORE_PAGES } from './staff-pages';

/** 'unconfirmed': the role could not be asked yet (the API was unreachable). */
export type DashboardRole = 'admin' | StaffRole | 'customer' | 'unconfirmed';

export interface DashboardMenuItem {
  readonly label: string;
  readonly href: string;
}

const MY_PROFILE: DashboardMenuItem = { label: 'My Profile', href: '/dashboard' };

const CUSTOMER_ITEMS: readonly DashboardMenuItem[] = [
  MY_PROFILE,
  { label: 'My Orders', href: '/dashboard/myOrders' },
  { label: 'Add a review', href: '/dashboard/addReview' },
  { label: 'My Quotes', href: '/dashboard/myQuotes' },
  { label: 'Quick order', href: '/dashboard/quickOrder' },
];

const MY_COMPANY = { label: 'My Company', href: '/dashboard/company' };
const COMPANY_ORDERS = { label: 'Company orders', href: '/dashboard/companyOrders' };
const APPROVALS = { label: 'Approvals', href: '/dashboard/approvals' };
/** The company's invoices on account, read and paid by its company admin (issue 26). */
const STATEMENT = { label: 'Statement', href: '/dashboard/statement' };

/**
 * A company admin's orders page lists every member's; a buyer's and approver's their own.
 * Approvals is for those who may decide: approvers and company admins.
 */
const COMPANY_ITEMS: Readonly<Record<CompanyRole, readonly DashboardMenuItem[]>> = {
  'company-admin': [MY_COMPANY, COMPANY_ORDERS, STATEMENT, APPROVALS],
  buyer: [MY_COMPANY, COMPANY_ORDERS],
  approver: [MY_COMPANY, COMPANY_ORDERS, APPROVALS],
};

/** The store's pages in `role`'s drawer: all for the admin, a staff role's own for staff. */
const storeItems = (role: 'admin' | StaffRole): readonly DashboardMenuItem[] => [
  MY_PROFILE,
  ...STORE_PAGES.filter(
    (page) => page.inDrawer !== false && (role === 'admin' || page.staff.includes(role)),
  ).map(({ label, href }) => ({ label, href })),
];

/** Until the role is known, only what every signed-in person has. */
const UNCONFIRMED_ITEMS: readonly DashboardMenuItem[] = [MY_PROFILE];

const roleItems = (role: DashboardRole): readonly DashboardMenuItem[] => {
  if (role === 'customer') return CUSTOMER_ITEMS;
  return role === 'unconfirmed' ? UNCONFIRMED_ITEMS : storeItems(role);
};

/**
 * The drawer of `role`; `companyRole`, once known, adds the company's pages (a store admin
 * who is a member too gets them after the admin pages). A person in no company has none.
 */
export const dashboardMenuItems = (
  role: DashboardRole,
  companyRole?: CompanyRole,
): readonly DashboardMenuItem[] =>
  companyRole === undefined ? roleItems(role) : [...roleItems(role), ...COMPANY_ITEMS[companyRole]];
