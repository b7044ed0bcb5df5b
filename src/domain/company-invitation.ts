// An invitation to join a company (issue 25): sent by a company admin to an e-mail,
// accepted by whoever signs in with that e-mail before it expires, once.
import * as v from 'valibot';
import { CompanyRoleSchema } from './company';
import { EmailSchema, strictObjectMessage } from './fields';

/** How long an invitation can be accepted. */
export const INVITATION_TTL_DAYS = 7;

/** How many invitations one company may have waiting at once. */
export const MAX_PENDING_INVITATIONS = 25;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;

/** The e-mail is kept as the person signs in with it: trimmed and in lower case. */
export const InvitationInputSchema = v.strictObject(
  {
    email: v.pipe(EmailSchema, v.toLowerCase()),
    role: v.optional(CompanyRoleSchema, 'buyer'),
  },
  strictObjectMessage,
);
export type InvitationInput = v.InferInput<typeof InvitationInputSchema>;

export const InvitationSchema = v.object({
  _id: v.string(),
  companyId: v.string(),
  companyName: v.string(),
  email: v.string(),
  role: CompanyRoleSchema,
  invitedBy: v.string(),
  status: v.picklist(INVITATION_STATUSES),
  createdAt: v.string(),
  expiresAt: v.string(),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

export const invitationExpiry = (now: Date): Date =>
  new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

export const isExpired = (invitation: Pick<Invitation, 'expiresAt'>, now: Date): boolean =>
  new Date(invitation.expiresAt).getTime() <= now.getTime();
