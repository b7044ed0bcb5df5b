// "Apply for a trade account" (issue 25): what a customer sends from My Profile, and the
// store admin's answer. One pending application per person.
import * as v from 'valibot';
import { CompanyAddressSchema, CompanyNameSchema, TaxIdSchema } from './company';
import { strictObjectMessage, wholeNumber } from './fields';

export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * How many applications one person may send in a year, whatever became of them: a
 * declined applicant may try again, but cannot fill the admins' list.
 */
export const MAX_APPLICATIONS_PER_YEAR = 3;

export const ApplicationInputSchema = v.strictObject(
  {
    companyName: CompanyNameSchema,
    taxId: TaxIdSchema,
    address: CompanyAddressSchema,
    /** In whole dollars. */
    expectedYearlyVolume: wholeNumber('Expected yearly volume', 0),
  },
  strictObjectMessage,
);
export type ApplicationInput = v.InferInput<typeof ApplicationInputSchema>;
export type ApplicationFields = v.InferOutput<typeof ApplicationInputSchema>;

/** An application is declined with a reason, as an approver declines an order. */
export { DeclineOrderSchema as DeclineApplicationSchema } from './order-approval';

export const CompanyApplicationSchema = v.object({
  _id: v.string(),
  applicantEmail: v.string(),
  applicantName: v.string(),
  companyName: v.string(),
  taxId: v.string(),
  address: v.string(),
  expectedYearlyVolume: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
  /** Why it was declined, as the admin wrote it. */
  declineReason: v.optional(v.string()),
  /** The company its approval created. */
  companyId: v.optional(v.string()),
  createdAt: v.string(),
  decidedAt: v.optional(v.string()),
});
export type CompanyApplication = v.InferOutput<typeof CompanyApplicationSchema>;

export const ApplicationStatusQuerySchema = v.object({
  status: v.optional(
    v.picklist(APPLICATION_STATUSES, 'Status must be pending, approved or declined'),
  ),
});
