import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanyDetailsSchema, keepsACompanyAdmin, TaxIdSchema } from './company';
import { ApplicationInputSchema } from './company-application';
import { InvitationInputSchema, invitationExpiry, isExpired } from './company-invitation';
import { parseInput } from './parse';

const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const parsed = parseInput(schema, input);
  return parsed.ok ? undefined : parsed.message;
};

describe('a tax id', () => {
  it.each(['12-3456789', 'DE123456789', 'gb 123 4567 89', 'FR.12/345'])('takes %s', (id) => {
    expect(v.safeParse(TaxIdSchema, id).success).toBe(true);
  });

  it('is kept in capitals', () => {
    expect(v.parse(TaxIdSchema, ' de123456789 ')).toBe('DE123456789');
  });

  it.each([
    ['', 'Tax id is Required'],
    ['1-2', 'Tax id must have at least 4 letters or digits'],
    ['12<script>', 'Tax id may hold only letters, digits, spaces, dots, dashes and slashes'],
    ['1'.repeat(31), 'Tax id must be 30 characters or fewer'],
  ])('refuses %j: %s', (id, message) => {
    expect(messageOf(TaxIdSchema, id)).toBe(message);
  });
});

describe("a company's details", () => {
  const details = { name: 'Acme', taxId: '12-3456789', billingAddress: '1 Trade Way' };

  it('default to no delivery addresses, and keep at most 20', () => {
    expect(v.parse(CompanyDetailsSchema, details).deliveryAddresses).toEqual([]);
    const many = Array.from({ length: 21 }, (_, n) => `${n} Dock Road`);
    expect(messageOf(CompanyDetailsSchema, { ...details, deliveryAddresses: many })).toBe(
      'A company keeps at most 20 delivery addresses',
    );
  });

  it('refuse a name of one letter and an unknown field', () => {
    expect(messageOf(CompanyDetailsSchema, { ...details, name: 'A' })).toBe(
      'Company name must be at least 2 characters',
    );
    expect(messageOf(CompanyDetailsSchema, { ...details, _id: 'x' })).toBe(
      '"_id" is not an accepted field',
    );
  });
});

describe('an application', () => {
  it('takes the yearly volume typed into a form, in whole dollars', () => {
    const parsed = v.parse(ApplicationInputSchema, {
      companyName: 'Acme',
      taxId: '12-3456789',
      address: '1 Trade Way',
      expectedYearlyVolume: '50000',
    });
    expect(parsed.expectedYearlyVolume).toBe(50_000);
  });
});

describe('an invitation', () => {
  it('keeps the e-mail trimmed and in lower case, for a buyer unless said', () => {
    expect(v.parse(InvitationInputSchema, { email: '  Pat@PaintCo.TEST ' })).toEqual({
      email: 'pat@paintco.test',
      role: 'buyer',
    });
  });

  it('expires a week after it is sent', () => {
    const sent = new Date('2026-06-15T12:00:00Z');
    const invitation = { expiresAt: invitationExpiry(sent).toISOString() };
    expect(isExpired(invitation, new Date('2026-06-22T11:59:59Z'))).toBe(false);
    expect(isExpired(invitation, new Date('2026-06-22T12:00:00Z'))).toBe(true);
  });
});

describe('a company keeps a company admin', () => {
  const members = [
    { email: 'a@x.test', role: 'company-admin' as const },
    { email: 'b@x.test', role: 'buyer' as const },
  ];

  it('unless its last one steps down or leaves', () => {
    expect(keepsACompanyAdmin(members, 'a@x.test', 'buyer')).toBe(false);
    expect(keepsACompanyAdmin(members, 'a@x.test', undefined)).toBe(false);
    expect(keepsACompanyAdmin(members, 'a@x.test', 'company-admin')).toBe(true);
    expect(keepsACompanyAdmin(members, 'b@x.test', undefined)).toBe(true);
    expect(keepsACompanyAdmin(members, 'b@x.test', 'company-admin')).toBe(true);
  });
});
