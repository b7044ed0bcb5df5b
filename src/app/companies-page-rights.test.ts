import { describe, expect, it } from 'vitest';
import { API_CALL_GROUPS } from '../ports/calls/api-calls';
import type { AnyCall } from '../ports/calls/call';
import { STAFF_ROLES } from '../domain/staff-role';
import {
  companiesPageRights,
  type CompaniesPageRights,
} from './routes/_authenticated/dashboard/-companies-page-rights';

const declared = new Map<string, AnyCall>(
  Object.values(API_CALL_GROUPS).flatMap((table) => Object.entries(table) as [string, AnyCall][]),
);

/** The calls each part of Companies makes: a role has the part when it may make them all. */
const PART_CALLS: Readonly<Record<keyof CompaniesPageRights, readonly string[]>> = {
  decidesApplications: ['listApplications', 'approveApplication', 'declineApplication'],
  keepsPriceLists: ['getCompanyPriceList', 'setCompanyPriceList'],
  keepsAccounts: ['getCompanyTerms', 'setCompanyTerms', 'getCompanyStatement'],
};

const admits = (name: string, role: (typeof STAFF_ROLES)[number]) => {
  const call = declared.get(name);
  if (!call) throw new Error(`No call is named ${name}`);
  return (call.staff ?? []).includes(role);
};

describe('what each reader of Companies may see and do', () => {
  it.each(STAFF_ROLES)('gives %s exactly the parts whose calls admit it', (role) => {
    const rights = companiesPageRights(role);
    for (const [part, calls] of Object.entries(PART_CALLS) as [
      keyof CompaniesPageRights,
      readonly string[],
    ][]) {
      expect([part, rights[part]]).toEqual([part, calls.every((name) => admits(name, role))]);
    }
  });

  it('gives finance the terms and statements, not the applications or prices', () => {
    expect(companiesPageRights('finance')).toEqual({
      decidesApplications: false,
      keepsPriceLists: false,
      keepsAccounts: true,
    });
  });

  it('gives the admin every part, and a customer none', () => {
    expect(companiesPageRights('admin')).toEqual({
      decidesApplications: true,
      keepsPriceLists: true,
      keepsAccounts: true,
    });
    expect(Object.values(companiesPageRights('customer'))).toEqual([false, false, false]);
  });
});
