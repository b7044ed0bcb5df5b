import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '../../../domain/company';
import { dashboardMenuItems } from './dashboard-menu-items';

describe('dashboardMenuItems', () => {
  it('gives customers their profile, their orders, the review form, their quotes and quick order', () => {
    expect(dashboardMenuItems('customer')).toEqual([
      { label: 'My Profile', href: '/dashboard' },
      { label: 'My Orders', href: '/dashboard/myOrders' },
      { label: 'Add a review', href: '/dashboard/addReview' },
      { label: 'My Quotes', href: '/dashboard/myQuotes' },
      { label: 'Quick order', href: '/dashboard/quickOrder' },
    ]);
  });

  it('gives finance Companies, where its terms and statements are', () => {
    expect(dashboardMenuItems('finance').map((item) => item.label)).toEqual([
      'My Profile',
      'Manage Orders',
      'Companies',
    ]);
  });

  it("adds a company's pages for each company role, after the person's own", () => {
    for (const companyRole of COMPANY_ROLES) {
      expect(dashboardMenuItems('customer', companyRole).slice(5, 7)).toEqual([
        { label: 'My Company', href: '/dashboard/company' },
        { label: 'Company orders', href: '/dashboard/companyOrders' },
      ]);
    }
    const admin = dashboardMenuItems('admin', 'buyer').map((item) => item.href);
    expect(admin.slice(-3)).toEqual([
      '/dashboard/auditLog',
      '/dashboard/company',
      '/dashboard/companyOrders',
    ]);
    expect(dashboardMenuItems('unconfirmed')).toEqual([
      { label: 'My Profile', href: '/dashboard' },
    ]);
  });

  it('links Approvals for those who may decide: approvers and company admins', () => {
    const approvals = { label: 'Approvals', href: '/dashboard/approvals' };
    expect(dashboardMenuItems('customer', 'approver').at(-1)).toEqual(approvals);
    expect(dashboardMenuItems('customer', 'company-admin').at(-1)).toEqual(approvals);
    expect(dashboardMenuItems('customer', 'buyer')).not.toContainEqual(approvals);
  });

  it("links the company's statement for its company admin only", () => {
    const statement = { label: 'Statement', href: '/dashboard/statement' };
    expect(dashboardMenuItems('customer', 'company-admin')).toContainEqual(statement);
    expect(dashboardMenuItems('customer', 'buyer')).not.toContainEqual(statement);
    expect(dashboardMenuItems('customer', 'approver')).not.toContainEqual(statement);
  });

  it('gives admins the profile, the overview and the admin pages, the audit log last, and no customer pages', () => {
    const hrefs = dashboardMenuItems('admin').map((item) => item.href);
    expect(hrefs).toEqual([
      '/dashboard',
      '/dashboard/overview',
      '/dashboard/users',
      '/dashboard/addProduct',
      '/dashboard/manageProduct',
      '/dashboard/importCatalogue',
      '/dashboard/manageOrders',
      '/dashboard/carriers',
      '/dashboard/manageReviews',
      '/dashboard/manageQuotes',
      '/dashboard/returns',
      '/dashboard/companies',
      '/dashboard/mailbox',
      '/dashboard/auditLog',
    ]);
    expect(hrefs).not.toContain('/dashboard/myOrders');
    expect(hrefs).not.toContain('/dashboard/addReview');
  });
});
