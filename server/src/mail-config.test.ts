import { expect, it } from 'vitest';
import { ConfigError } from './config';
import { readMailConfig } from './mail-config';

it('refuses a production start without SMTP_URL', () => {
  expect(() => readMailConfig({}, true)).toThrow(ConfigError);
  expect(() => readMailConfig({}, true)).toThrow('Set SMTP_URL in production');
  expect(readMailConfig({ SMTP_URL: 'smtps://u:p@mail.paintco.example:465' }, true).smtpUrl).toBe(
    'smtps://u:p@mail.paintco.example:465',
  );
});

it('lets e-mails wait in the outbox elsewhere, and reads the intervals', () => {
  expect(readMailConfig({}, false)).toEqual({
    smtpUrl: undefined,
    everySeconds: 10,
    remindMinutesBefore: 10,
  });
  expect(
    readMailConfig({ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_EVERY_SECONDS: '1' }, false),
  ).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:1025', everySeconds: 1 });
});

it('says what is wrong with a bad setting', () => {
  expect(() => readMailConfig({ SMTP_URL: 'mail.example.com' }, false)).toThrow(
    'SMTP_URL must look like smtp://host:port',
  );
  expect(() => readMailConfig({ MAIL_EVERY_SECONDS: '0' }, false)).toThrow(
    'MAIL_EVERY_SECONDS must be a whole number of at least 1',
  );
  expect(() => readMailConfig({ MAIL_EVERY_SECONDS: '0x10' }, false)).toThrow(
    'MAIL_EVERY_SECONDS must be a whole number of at least 1',
  );
});
