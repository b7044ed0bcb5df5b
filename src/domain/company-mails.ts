// The e-mails of trade accounts: an invitation to join a company, and the answer to an
// application. Each links to the page where the reader acts.
import { COMPANY_ROLE_LABELS } from './company';
import type { CompanyApplication } from './company-application';
import type { Invitation } from './company-invitation';
import type { OutgoingMail } from './mail';
import { signedMailBody } from './mail-html';
import { MAIL_PAGES, pageUrl } from './mail-links';
import { mailTime } from './order-mails';

export function invitationMail(invitation: Invitation, siteUrl: string): OutgoingMail {
  const role = COMPANY_ROLE_LABELS[invitation.role].toLowerCase();
  return {
    // Inviting again renews the invitation: each renewal is its own e-mail.
    dedupeKey: `company-invitation:${invitation._id}:${invitation.expiresAt}`,
    to: invitation.email,
    subject: `You are invited to join ${invitation.companyName}`,
    ...signedMailBody({
      before: [
        'Hello,',
        `${invitation.invitedBy} invites you to join ${invitation.companyName} as a ${role} on our store.`,
      ],
      after: [
        `Sign in with this e-mail address (${invitation.email}) and accept the invitation by ${mailTime(invitation.expiresAt)}.`,
        'If you did not expect it, you can ignore this e-mail.',
      ],
      link: {
        label: 'Accept the invitation',
        url: pageUrl(siteUrl, MAIL_PAGES.invitation(invitation._id)),
      },
    }),
  };
}

export function applicationDecidedMail(
  application: CompanyApplication,
  siteUrl: string,
): OutgoingMail {
  const approved = application.status === 'approved';
  return {
    dedupeKey: `company-application:${application._id}:${application.status}`,
    to: application.applicantEmail,
    subject: approved
      ? `Your trade account for ${application.companyName} is open`
      : `Your trade account application for ${application.companyName}`,
    ...signedMailBody({
      before: [`Hello ${application.applicantName || application.applicantEmail},`],
      after: approved
        ? [
            `We have opened a trade account for ${application.companyName}, with you as its company admin. You can now invite your colleagues.`,
          ]
        : [
            `We could not open a trade account for ${application.companyName}: ${application.declineReason ?? ''}`,
            'You may apply again from My Profile.',
          ],
      link: { label: 'Open My Profile', url: pageUrl(siteUrl, MAIL_PAGES.myProfile()) },
    }),
  };
}
