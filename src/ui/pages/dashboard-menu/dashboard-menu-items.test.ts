import { describe, expect, it } from 'vitest';
import { dashboardMenuItems } from './dashboard-menu-items';

describe('dashboardMenuItems', () => {
  it('gives customers their profile, their orders, the review form their quotes and their company', () => {
    expect(dashboardMenuItems('customer')).toEqual([
      { label: 'My Profile', href: '/dashboard' },
      { label: 'My Orders', href: '/dashboard/myOrders' },
      { label: 'Add a review', href: '/dashboard/addReview' },
      { label: 'My Quotes', href: '/dashboard/myQuotes' },
      { label: 'My Company', href: '/dashboard/company' },
    ]);
  });

  it('gives admins the profile, the overview and the admin pages, the audit log last, and no customer pages', () => {
    const hrefs = dashboardMenuItems('admin').map((item) => item.href);
    expect(hrefs).toEqual([
      '/dashboard',
      '/dashboard/overview',
      '/dashboard/users',
      '/dashboard/addProduct',
      '/dashboard/manageProduct',
      '/dashboard/manageOrders',
      '/dashboard/manageReviews',
      '/dashboard/manageQuotes',
      '/dashboard/companies',
      '/dashboard/mailbox',
      '/dashboard/auditLog',
    ]);
    expect(hrefs).not.toContain('/dashboard/myOrders');
    expect(hrefs).not.toContain('/dashboard/addReview');
  });
});
