import { describe, expect, it } from 'vitest';
import { API_CALL_GROUPS } from '../../../ports/calls/api-calls';
import type { AnyCall } from '../../../ports/calls/call';
import { STAFF_ROLES } from '../../../domain/staff-role';
import { reachesStorePage, STORE_PAGES } from './staff-pages';

const declared = new Map<string, AnyCall>(
  Object.values(API_CALL_GROUPS).flatMap((table) => Object.entries(table) as [string, AnyCall][]),
);

/**
 * The calls each store page loads with (its route's loader and first actions). Companies'
 * parts that load by role (applications, contract prices, terms) are checked against the
 * call tables in companies-page-rights.test.ts.
 */
const PAGE_CALLS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard/overview': ['getOperationsSummary'],
  '/dashboard/users': ['listUsersPage'],
  '/dashboard/addProduct': ['addTool'],
  '/dashboard/manageProduct': ['deleteTool'],
  '/dashboard/manageProduct/$id/edit': ['editTool'],
  '/dashboard/importCatalogue': ['importCatalogue'],
  '/dashboard/manageOrders': ['listAllOrdersPage'],
  '/dashboard/carriers': ['listCarriers', 'addCarrier'],
  '/dashboard/manageReviews': ['listAllReviewsPage'],
  '/dashboard/manageQuotes': ['listQuotesPage'],
  '/dashboard/returns': ['listReturns'],
  '/dashboard/companies': ['listCompaniesPage'],
  '/dashboard/companies/$id/statement': ['getCompany', 'getCompanyStatement', 'recordTransfer'],
  '/dashboard/mailbox': ['listMail'],
  '/dashboard/auditLog': ['listAuditLog'],
};

describe('the store pages each staff role reaches', () => {
  it.each(STORE_PAGES.map((page) => [page.href, page] as const))(
    '%s admits exactly the roles all its calls admit',
    (_, page) => {
      const admittedByAll = STAFF_ROLES.filter((role) =>
        (PAGE_CALLS[page.href] ?? ['no call named']).every((name) => {
          const call = declared.get(name);
          if (!call) throw new Error(`No call is named ${name}`);
          return call.access !== 'admin' || (call.staff ?? []).includes(role);
        }),
      );
      expect(page.staff).toEqual(admittedByAll);
    },
  );

  it('lets the admin anywhere, and a staff role only to its pages (with their ids)', () => {
    expect(reachesStorePage('admin', '/dashboard/mailbox')).toBe(true);
    expect(reachesStorePage('warehouse', '/dashboard/manageOrders')).toBe(true);
    expect(reachesStorePage('warehouse', '/dashboard/manageProduct')).toBe(false);
    expect(reachesStorePage('finance', '/dashboard/companies/c1/statement')).toBe(true);
    expect(reachesStorePage('finance', '/dashboard/companies')).toBe(true);
    expect(reachesStorePage('warehouse', '/dashboard/companies')).toBe(false);
    expect(reachesStorePage('sales', '/dashboard/companies/c1/statement')).toBe(false);
    expect(reachesStorePage('sales', '/dashboard/nowhere')).toBe(false);
  });
});
