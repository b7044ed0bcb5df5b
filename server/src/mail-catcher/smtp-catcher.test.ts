// The local mail catcher: it receives real SMTP (as the API sends it, with nodemailer)
// and keeps each message; like the Auth emulator and the test cards, never in production.
import { expect, it } from 'vitest';
import { smtpMailSender } from '../gateways/smtp.mail-sender';
import { CatcherRefusedError, startSmtpCatcher } from './smtp-catcher';

it('keeps a message sent to it by SMTP, and says who got it', async () => {
  const heard: string[] = [];
  const catcher = await startSmtpCatcher({
    port: 0,
    env: {},
    onMail: (mail) => heard.push(`${mail.to.join()}: ${mail.subject}`),
  });
  const sender = smtpMailSender(catcher.url, { timeoutMs: 5_000 });
  try {
    await sender.send({
      to: 'casey@paintco.test',
      subject: 'Receipt for order #1042',
      text: 'Brush | 2 | $4.00 | $8.00',
      html: '<p>Brush &amp; roller</p>',
      messageId: '<order-paid.1@paintco.test>',
    });
    expect(catcher.messages).toEqual([
      {
        from: '"PaintCo" <orders@paintco.test>',
        to: ['casey@paintco.test'],
        subject: 'Receipt for order #1042',
        text: 'Brush | 2 | $4.00 | $8.00',
        html: '<p>Brush &amp; roller</p>',
        messageId: '<order-paid.1@paintco.test>',
      },
    ]);
    expect(heard).toEqual(['casey@paintco.test: Receipt for order #1042']);
  } finally {
    sender.close();
    await catcher.close();
  }
});

it('refuses to start with NODE_ENV=production', async () => {
  await expect(startSmtpCatcher({ port: 0, env: { NODE_ENV: 'Production ' } })).rejects.toThrow(
    CatcherRefusedError,
  );
});
