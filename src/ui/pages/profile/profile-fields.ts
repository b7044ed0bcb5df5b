// The profile form's fields, and how a User becomes form values and form values the
// PATCH /user/{email} body. The domain schema trims and limits the text.
import type { User } from '../../../domain/user';

export const PROFILE_FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'education', label: 'Education', autoComplete: 'off' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'linkedin', label: 'LinkedIn', autoComplete: 'url', type: 'url' },
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELDS)[number]['name'];

export type ProfileFormValues = Record<ProfileFieldName, string>;

export const profileFormValues = (user: User): ProfileFormValues => ({
  name: user.name,
  education: user.education ?? '',
  location: user.location ?? '',
  phone: user.phone ?? '',
  linkedin: user.linkedin ?? '',
});
