// Which dashboard pages each role reaches from the drawer (spec section 2, drawer menu).

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
  { label: 'My Company', href: '/dashboard/company' },
];

const ADMIN_ITEMS: readonly DashboardMenuItem[] = [
  { label: 'My Profile', href: '/dashboard' },
  { label: 'Overview', href: '/dashboard/overview' },
  { label: 'Make Admin', href: '/dashboard/users' },
  { label: 'Add Product', href: '/dashboard/addProduct' },
  { label: 'Manage Product', href: '/dashboard/manageProduct' },
  { label: 'Manage Orders', href: '/dashboard/manageOrders' },
  { label: 'Manage Reviews', href: '/dashboard/manageReviews' },
  { label: 'Manage Quotes', href: '/dashboard/manageQuotes' },
  { label: 'Companies', href: '/dashboard/companies' },
  { label: 'Mailbox', href: '/dashboard/mailbox' },
  { label: 'Audit log', href: '/dashboard/auditLog' },
];

/** Until the role is known, only what every signed-in person has. */
const UNCONFIRMED_ITEMS: readonly DashboardMenuItem[] = [
  { label: 'My Profile', href: '/dashboard' },
];

export const dashboardMenuItems = (role: DashboardRole): readonly DashboardMenuItem[] => {
  if (role === 'admin') return ADMIN_ITEMS;
  return role === 'customer' ? CUSTOMER_ITEMS : UNCONFIRMED_ITEMS;
};
