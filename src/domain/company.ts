// Trade accounts (issue 25): a company, its details and delivery addresses, its members
// and their roles. A person belongs to at most one company; the store's own admins keep
// their powers over every company.
import * as v from 'valibot';
import { requiredText, strictObjectMessage } from './fields';

export const COMPANY_ROLES = ['company-admin', 'buyer', 'approver'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Readonly<Record<CompanyRole, string>> = {
  'company-admin': 'Company admin',
  buyer: 'Buyer',
  approver: 'Approver',
};

/** How many delivery addresses one company keeps. */
export const MAX_COMPANY_ADDRESSES = 20;

export const CompanyRoleSchema = v.picklist(
  COMPANY_ROLES,
  'The role must be company admin, buyer or approver',
);

export const CompanyNameSchema = v.pipe(
  requiredText('Company name is Required', 120, 'Company name'),
  v.minLength(2, 'Company name must be at least 2 characters'),
);

/**
 * A tax id as countries write them (EIN "12-3456789", VAT "DE123456789"): letters, digits,
 * spaces, dots, dashes and slashes, with at least four digits or letters.
 */
export const TaxIdSchema = v.pipe(
  requiredText('Tax id is Required', 30, 'Tax id'),
  v.regex(
    /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/,
    'Tax id may hold only letters, digits, spaces, dots, dashes and slashes',
  ),
  v.check(
    (id) => id.replace(/[^A-Za-z0-9]/g, '').length >= 4,
    'Tax id must have at least 4 letters or digits',
  ),
  v.toUpperCase(),
);

export const CompanyAddressSchema = v.pipe(
  requiredText('Address is Required', 200, 'Address'),
  v.minLength(5, 'Address must be at least 5 characters'),
);

export const CompanyAddressesSchema = v.pipe(
  v.array(CompanyAddressSchema, 'Delivery addresses must be a list'),
  v.maxLength(
    MAX_COMPANY_ADDRESSES,
    `A company keeps at most ${MAX_COMPANY_ADDRESSES} delivery addresses`,
  ),
);

/** What a company admin or the store's admin may change about a company. */
export const CompanyDetailsSchema = v.strictObject(
  {
    name: CompanyNameSchema,
    taxId: TaxIdSchema,
    billingAddress: CompanyAddressSchema,
    deliveryAddresses: v.optional(CompanyAddressesSchema, []),
  },
  strictObjectMessage,
);
export type CompanyDetails = v.InferOutput<typeof CompanyDetailsSchema>;
export type CompanyDetailsInput = v.InferInput<typeof CompanyDetailsSchema>;

export const CompanySchema = v.object({
  _id: v.string(),
  name: v.string(),
  taxId: v.string(),
  billingAddress: v.string(),
  deliveryAddresses: v.array(v.string()),
  /** What all its members' orders of a month may come to, in whole cents; absent: no limit. */
  monthlyLimitCents: v.optional(v.number()),
  /** When it was created (ISO 8601, UTC). */
  createdAt: v.string(),
});
export type Company = v.InferOutput<typeof CompanySchema>;

export const CompanyMemberSchema = v.object({
  email: v.string(),
  name: v.string(),
  role: CompanyRoleSchema,
  joinedAt: v.string(),
  /** Spending limits in whole cents (spending-limits.ts); null: none. */
  orderLimitCents: v.nullable(v.number()),
  monthlyLimitCents: v.nullable(v.number()),
});
export type CompanyMember = v.InferOutput<typeof CompanyMemberSchema>;

/** `GET /company`: the signed-in person's company and their role in it. */
export const MyCompanySchema = v.object({
  company: CompanySchema,
  role: CompanyRoleSchema,
});
export type MyCompany = v.InferOutput<typeof MyCompanySchema>;

export const SetRoleSchema = v.strictObject({ role: CompanyRoleSchema }, strictObjectMessage);

/**
 * Whether a company would still have an admin once `email`'s role became `next` (undefined:
 * removed). A company without a company admin could no longer invite or manage anyone.
 */
export function keepsACompanyAdmin(
  members: readonly Pick<CompanyMember, 'email' | 'role'>[],
  email: string,
  next: CompanyRole | undefined,
): boolean {
  return members.some((member) =>
    member.email === email ? next === 'company-admin' : member.role === 'company-admin',
  );
}

/** Whether `address` is one of a company's delivery addresses (spaces around it aside). */
export const holdsDeliveryAddress = (addresses: readonly string[], address: string): boolean =>
  addresses.includes(address.trim());

/** A company's delivery addresses as checkout offers them to its members. */
export interface CompanyAddresses {
  readonly companyName: string;
  readonly addresses: readonly string[];
}
