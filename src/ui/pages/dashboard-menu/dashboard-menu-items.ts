// Which dashboard pages each role reaches from the drawer (spec section 2, drawer menu), and
// the trade-account pages each company role adds (issue 25) for a company's members.
import type { CompanyRole } from '../../../domain/company';

/** 'unconfirmed': the role could not be asked yet (the API was unreachable). */
export type DashboardRole = 'admin' | 'customer' | 'unconfirmed';

export interface DashboardMenuItem {
  readonly label: string;
  readonly href: string;
}

const CUSTOMER_ITEMS: readonly DashboardMenuItem[] = [
  { label: 'My Profile', href: '/dashboard' },
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

const ADMIN_ITEMS: readonly DashboardMenuItem[] = [
  { label: 'My Profile', href: '/dashboard' },
  { label: 'Overview', href: '/dashboard/overview' },
  { label: 'Make Admin', href: '/dashboard/users' },
  { label: 'Add Product', href: '/dashboard/addProduct' },
  { label: 'Manage Product', href: '/dashboard/manageProduct' },
  { label: 'Import catalogue', href: '/dashboard/importCatalogue' },
  { label: 'Manage Orders', href: '/dashboard/manageOrders' },
  { label: 'Carriers', href: '/dashboard/carriers' },
  { label: 'Manage Reviews', href: '/dashboard/manageReviews' },
  { label: 'Manage Quotes', href: '/dashboard/manageQuotes' },
  { label: 'Returns', href: '/dashboard/returns' },
  { label: 'Companies', href: '/dashboard/companies' },
  { label: 'Mailbox', href: '/dashboard/mailbox' },
  { label: 'Audit log', href: '/dashboard/auditLog' },
];

/** Until the role is known, only what every signed-in person has. */
const UNCONFIRMED_ITEMS: readonly DashboardMenuItem[] = [
  { label: 'My Profile', href: '/dashboard' },
];

const roleItems = (role: DashboardRole): readonly DashboardMenuItem[] => {
  if (role === 'admin') return ADMIN_ITEMS;
  return role === 'customer' ? CUSTOMER_ITEMS : UNCONFIRMED_ITEMS;
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
