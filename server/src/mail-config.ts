// The e-mail settings of an API process: where to send (SMTP_URL), how often to look at
// the outbox, and when to remind of an unpaid order. Production must name a mail server;
// elsewhere, without one, e-mails wait in the outbox (the Mailbox shows them queued).
import { ConfigError, setting, wholeNumberSetting } from './env-settings';

export type MailConfig = ReturnType<typeof readMailConfig>;

export function readMailConfig(env: NodeJS.ProcessEnv, production: boolean) {
  const smtpUrl = setting(env, 'SMTP_URL');
  if (smtpUrl === undefined && production) {
    throw new ConfigError(
      'Set SMTP_URL in production (e.g. smtps://user:pass@mail.example.com:465): customers get e-mails',
    );
  }
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) {
    throw new ConfigError(
      'SMTP_URL must look like smtp://host:port or smtps://user:pass@host:port',
    );
  }
  return {
    /** smtp://host:port or smtps://user:pass@host:port; undefined: nothing is sent. */
    smtpUrl,
    everySeconds: wholeNumberSetting(env, 'MAIL_EVERY_SECONDS', 10, 1),
    remindMinutesBefore: wholeNumberSetting(env, 'MAIL_REMIND_MINUTES', 10, 1),
  } as const;
}
