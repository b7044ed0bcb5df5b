// The mail settings the start scripts hand the API: a named mail server passes through;
// otherwise the local catcher, which production refuses.
import { expect, it } from 'vitest';
import { localMailPorts, startLocalMail } from './local-mail';

it('passes SMTP_URL on and starts no catcher when a mail server is named', async () => {
  const env = { NODE_ENV: 'production', SMTP_URL: 'smtps://mail.paintco.example:465' };
  expect(localMailPorts(env)).toEqual([]);
  expect(await startLocalMail(() => undefined, env)).toEqual({
    SMTP_URL: 'smtps://mail.paintco.example:465',
    MAIL_EVERY_SECONDS: '1',
  });
});

it('refuses to start the catcher with NODE_ENV=production', async () => {
  expect(localMailPorts({})).toEqual([1025]);
  await expect(startLocalMail(() => undefined, { NODE_ENV: 'production' })).rejects.toThrow(
    'never runs with NODE_ENV=production',
  );
});
