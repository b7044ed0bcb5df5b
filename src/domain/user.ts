// User: a customer, an admin or one of the staff roles, with the profile fields of the
// dashboard.
import * as v from 'valibot';
import { EmailSchema, optionalText, strictObjectMessage } from './fields';
import { ROLES } from './staff-role';

export { ROLES, type Role } from './staff-role';

export const UserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.optional(v.picklist(ROLES)),
  education: v.optional(v.string()),
  location: v.optional(v.string()),
  phone: v.optional(v.string()),
  linkedin: v.optional(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

export const isAdmin = (user: Pick<User, 'role'>): boolean => user.role === 'admin';

const LinkedinSchema = v.optional(
  v.pipe(
    v.string('LinkedIn must be text'),
    v.trim(),
    v.maxLength(200, 'LinkedIn must be 200 characters or fewer'),
    v.check(
      (url) => url === '' || /^https:\/\/([a-z0-9-]+\.)*linkedin\.com(\/[^\s]*)?$/i.test(url),
      'LinkedIn must be a linkedin.com address starting with https://',
    ),
  ),
);

/** `PUT /user/{email}` after sign-in: the name the identity provider knows. */
export const UserUpsertInputSchema = v.strictObject(
  {
    name: optionalText(80, 'Name'),
    email: v.optional(EmailSchema),
  },
  strictObjectMessage,
);
export type UserUpsertInput = v.InferOutput<typeof UserUpsertInputSchema>;

/**
 * `PATCH /user/{email}`: profile fields only. The schema is strict, so a `role` (or any
 * other field) in the body is refused rather than silently dropped.
 */
export const ProfileUpdateInputSchema = v.strictObject(
  {
    name: optionalText(80, 'Name'),
    email: v.optional(EmailSchema),
    education: optionalText(120, 'Education'),
    location: optionalText(120, 'Location'),
    phone: optionalText(30, 'Phone'),
    linkedin: LinkedinSchema,
  },
  strictObjectMessage,
);
export type ProfileUpdateInput = v.InferOutput<typeof ProfileUpdateInputSchema>;
