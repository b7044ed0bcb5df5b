// From the mail settings to the mail jobs of main.ts: the SMTP sender and the intervals,
// or none at all (and a line saying so) when there is no mail server to send to.
import { smtpMailSender } from './gateways/smtp.mail-sender';
import type { MailJobsConfig } from './jobs/start-mail-jobs';
import type { MailConfig } from './mail-config';

/** `siteUrl`: the store's address, which the e-mails' links start with. */
export function mailJobsOf(
  config: MailConfig,
  log: (line: string) => void,
  siteUrl: string,
): MailJobsConfig | undefined {
  if (config.smtpUrl === undefined) {
    log('SMTP_URL is not set: e-mails wait in the outbox (the Mailbox lists them queued)');
    return undefined;
  }
  const server = new URL(config.smtpUrl);
  log(`sending e-mails to ${server.host} every ${config.everySeconds} s`);
  return {
    sender: smtpMailSender(config.smtpUrl),
    everySeconds: config.everySeconds,
    remindMinutesBefore: config.remindMinutesBefore,
    siteUrl,
  };
}
