// The outbox's way out: SMTP with nodemailer, to SMTP_URL (the local catcher of
// `npm start`, or the real mail service in production).
import nodemailer from 'nodemailer';
import { SITE_NAME } from '../../../src/domain/brand';
import type { MailSender } from './mail-sender.port';

export const MAIL_FROM = `${SITE_NAME} <orders@paintco.test>`;

/**
 * Every wait is bounded well inside the outbox's lease, so a send either ends (sent or
 * refused) while its worker still holds the row, or the worker is taken for dead.
 */
export function smtpMailSender(
  smtpUrl: string,
  options: { from?: string; timeoutMs?: number } = {},
): MailSender {
  const timeout = options.timeoutMs ?? 20_000;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from ?? MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}
