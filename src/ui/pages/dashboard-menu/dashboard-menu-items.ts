// Which dashboard pages each role reaches from the drawer (spec section 2, drawer menu).

export type DashboardRole = 'admin' | 'customer';

export interface DashboardMenuItem {
  readonly label: string;
  readonly href: string;
}

const CUSTOMER_ITEMS: readonly DashboardMenuItem[] = [
  { label: 'My Profile', href: '/dashboard' },
  { label: 'My Orders', href: '/dashboard/myOrders' },
  { label: 'Add a review', href: '/dashboard/addReview' },
];

const ADMIN_ITEMS: readonly DashboardMenuItem[] = [
  { label: 'My Profile', href: '/dashboard' },
  { label: 'Make Admin', href: '/dashboard/users' },
  { label: 'Add Product', href: '/dashboard/addProduct' },
  { label: 'Manage Product', href: '/dashboard/manageProduct' },
  { label: 'Manage Orders', href: '/dashboard/manageOrders' },
];

export const dashboardMenuItems = (role: DashboardRole): readonly DashboardMenuItem[] =>
  role === 'admin' ? ADMIN_ITEMS : CUSTOMER_ITEMS;
