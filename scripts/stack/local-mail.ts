// The mail side of `npm start` and `npm run start:cluster`: SMTP_URL as given (a real mail
// server), or else the local catcher on 127.0.0.1:1025, which keeps what the API sends.
import { SMTP_CATCHER_PORT, startSmtpCatcher } from '../../server/src/mail-catcher/smtp-catcher';

/** The ports the local mail needs free: none when SMTP_URL names a mail server. */
export const localMailPorts = (env: NodeJS.ProcessEnv = process.env): number[] =>
  env['SMTP_URL']?.trim() ? [] : [SMTP_CATCHER_PORT];

/**
 * Starts the catcher unless SMTP_URL is set, and answers the API processes' mail settings:
 * the outbox is looked at every second (MAIL_EVERY_SECONDS), so an e-mail shows in the
 * Mailbox moments after its event.
 */
export async function startLocalMail(
  say: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
  host?: string,
): Promise<NodeJS.ProcessEnv> {
  const every = { MAIL_EVERY_SECONDS: env['MAIL_EVERY_SECONDS']?.trim() || '1' };
  const configured = env['SMTP_URL']?.trim();
  if (configured) return { SMTP_URL: configured, ...every };
  const catcher = await startSmtpCatcher({
    env,
    ...(host === undefined ? {} : { host }),
    onMail: (mail) => say(`mail catcher: "${mail.subject}" to ${mail.to.join(', ')}`),
  });
  say(`mail catcher on ${catcher.url} keeps the store's e-mails (local only)`);
  return { SMTP_URL: catcher.url, ...every };
}
