// The mail jobs as the API runs them (main.ts's startJobs, on PGlite): an order placed
// through the API reaches the mail server by itself, through the queue's worker.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../mail-catcher/smtp-catcher';
import { smtpMailSender } from '../gateways/smtp.mail-sender';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, anOrderFor, people, siteUrl } from '../testing/test-app';
import { startJobs } from './start-jobs';
import { eventually } from './testing/job-runs';

const t = setupRouteTest();
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher({ port: 0, env: {} });
});
afterAll(() => catcher.close());

it('sends the e-mail of an order placed, without being asked', async () => {
  const toolId = await t.deps.tools.add(aTool);
  const placed = await t.call('POST', '/order', {
    token: t.tokens.customer,
    body: anOrderFor(toolId, 4),
  });
  expect(placed.status).toBe(201);
  const sender = smtpMailSender(catcher.url, { timeoutMs: 5_000 });
  const jobs = await startJobs(
    t.db,
    t.deps,
    () => undefined,
    { pollingSeconds: 0.5 },
    { sender, everySeconds: 1, remindMinutesBefore: 10, siteUrl },
  );
  try {
    await eventually(async () => catcher.messages.length > 0, 20_000);
    expect(catcher.messages.map((mail) => [mail.to.join(), mail.subject])).toEqual([
      [people.customer, expect.stringMatching(/^Order #\d+ placed$/)],
    ]);
    const mailbox = await t.call('GET', '/mail?page=1', { token: t.tokens.admin });
    expect(mailbox.body).toMatchObject({ items: [{ status: 'sent', attempts: 1 }] });
  } finally {
    await jobs.stop();
    sender.close();
  }
}, 30_000);
