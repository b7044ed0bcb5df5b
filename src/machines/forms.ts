// The dashboard's forms, each a submit machine wired to its ApiPort call: the composition
// root hands them to the pages (src/app/machines.ts), stories and tests build them on a fake.
import type { CompanyDetailsInput } from '../domain/company';
import type { NewReviewInput } from '../domain/review';
import type { NewToolInput } from '../domain/tool';
import type { ProfileUpdateInput } from '../domain/user';
import type { ApiPort } from '../ports/api.port';
import { valueOf } from '../ports/port-refusal';
import { submitMachine } from './submit.machine';

/** A profile change, and whose profile it is (the account's e-mail, not editable). */
export interface ProfileUpdate {
  readonly email: string;
  readonly profile: ProfileUpdateInput;
}

/** Add Product: a new tool for the catalogue. */
export const addToolFor = (api: Pick<ApiPort, 'addTool'>) =>
  submitMachine((tool: NewToolInput) => valueOf(api.addTool(tool)));

/** Add a review. */
export const addReviewFor = (api: Pick<ApiPort, 'addReview'>) =>
  submitMachine((review: NewReviewInput) => valueOf(api.addReview(review)));

/** My Profile's update form. */
export const updateProfileFor = (api: Pick<ApiPort, 'updateProfile'>) =>
  submitMachine(({ email, profile }: ProfileUpdate) => valueOf(api.updateProfile(email, profile)));

/** A company's details, and which company (its id, not editable). */
export interface CompanyUpdate {
  readonly companyId: string;
  readonly details: CompanyDetailsInput;
}

/** My Company's details form. */
export const updateCompanyFor = (api: Pick<ApiPort, 'updateCompany'>) =>
  submitMachine(({ companyId, details }: CompanyUpdate) =>
    valueOf(api.updateCompany(companyId, details)),
  );

export type AddToolMachine = ReturnType<typeof addToolFor>;
export type AddReviewMachine = ReturnType<typeof addReviewFor>;
export type UpdateProfileMachine = ReturnType<typeof updateProfileFor>;
export type UpdateCompanyMachine = ReturnType<typeof updateCompanyFor>;
