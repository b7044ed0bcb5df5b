// Which staff role reaches which store page (issue 27): the one table the drawer and the
// route guards read. A page's roles are those every call its page loads with admits (the
// calls' `staff`); a page that loads some parts by role (Companies) counts only the calls
// every reader makes. staff-pages.test.ts checks each row against the call tables (kept
// out of here: this table is in the first load of every page).
import type { StaffRole } from '../../../domain/staff-role';

export interface StorePage {
  readonly label: string;
  /** The page's route path (a `$param` stands for any segment). */
  readonly href: string;
  /** The staff roles besides the admin that reach it. */
  readonly staff: readonly StaffRole[];
  /** Reached from another page, not from the drawer. */
  readonly inDrawer?: false;
}

export const STORE_PAGES: readonly StorePage[] = [
  { label: 'Overview', href: '/dashboard/overview', staff: [] },
  { label: 'Make Admin', href: '/dashboard/users', staff: [] },
  { label: 'Add Product', href: '/dashboard/addProduct', staff: [] },
  { label: 'Manage Product', href: '/dashboard/manageProduct', staff: [] },
  {
    label: 'Edit product',
    href: '/dashboard/manageProduct/$id/edit',
    staff: [],
    inDrawer: false,
  },
  {
    label: 'Import catalogue',
    href: '/dashboard/importCatalogue',
    staff: [],
  },
  {
    label: 'Manage Orders',
    href: '/dashboard/manageOrders',
    staff: ['warehouse', 'sales', 'finance'],
  },
  { label: 'Carriers', href: '/dashboard/carriers', staff: [] },
  {
    label: 'Manage Reviews',
    href: '/dashboard/manageReviews',
    staff: [],
  },
  {
    label: 'Manage Quotes',
    href: '/dashboard/manageQuotes',
    staff: ['sales'],
  },
  { label: 'Returns', href: '/dashboard/returns', staff: [] },
  {
    label: 'Companies',
    href: '/dashboard/companies',
    staff: ['sales', 'finance'],
  },
  {
    label: 'Company statement',
    href: '/dashboard/companies/$id/statement',
    staff: ['finance'],
    inDrawer: false,
  },
  { label: 'Mailbox', href: '/dashboard/mailbox', staff: [] },
  { label: 'Audit log', href: '/dashboard/auditLog', staff: [] },
];

const matches = (route: string, path: string) =>
  new RegExp(`^${route.replace(/\$[^/]+/g, '[^/]+')}/?$`).test(path);

/** Whether `role` (the admin or a staff role) may open the store page at `path`. */
export function reachesStorePage(role: 'admin' | StaffRole, path: string): boolean {
  if (role === 'admin') return true;
  const page = STORE_PAGES.find(({ href }) => matches(href, path));
  return page !== undefined && page.staff.includes(role);
}
