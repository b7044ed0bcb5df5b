// The trade accounts' routes where the HTTP layer or the clock matters: the rate limit on
// applying and inviting (counted in the database), an invitation's expiry, and a padded
// e-mail in a member's path.
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS } from '../../../src/domain/company-invitation';
import { RATE_LIMITS } from '../http/rate-limits';
import { buildTestApp, people } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();

const application = {
  companyName: 'Acme Painting',
  taxId: '12-3456789',
  address: '1 Trade Way, Columbus, OH',
  expectedYearlyVolume: 50_000,
};

/** The customer's approved company: answers its id. */
async function acme(): Promise<string> {
  const applied = await t.call('POST', '/company-applications', {
    token: t.tokens.customer,
    body: application,
  });
  const { _id } = applied.body as { _id: string };
  const approved = await t.call('POST', `/company-application/${_id}/approve`, {
    token: t.tokens.admin,
  });
  return (approved.body as { companyId: string }).companyId;
}

const invite = (companyId: string, email: string) =>
  t.call('POST', `/company/${companyId}/invitations`, {
    token: t.tokens.customer,
    body: { email },
  });

describe('trade accounts over HTTP', () => {
  it('answers 201 with the application, and 400 with a sentence for a bad one', async () => {
    expect(
      await t.call('POST', '/company-applications', {
        token: t.tokens.customer,
        body: { ...application, expectedYearlyVolume: 'lots' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Expected yearly volume must be a number' } });
    expect(
      await t.call('POST', '/company-applications', {
        token: t.tokens.customer,
        body: application,
      }),
    ).toMatchObject({ status: 201, body: { status: 'pending', applicantEmail: people.customer } });
  });

  it('limits the invitations one account sends in a while, across processes', async () => {
    const companyId = await acme();
    // A second API process on the same database: every other invitation goes through it.
    const second = buildTestApp(t.db);
    const token = await second.signIn(people.customer);
    const { points } = RATE_LIMITS.companyWritesPerUser;
    // The application counted once already.
    const statuses: number[] = [];
    for (let n = 0; n < points; n += 1) {
      const email = `invitee-${n}@paintco.test`;
      const answer =
        n % 2 === 0
          ? await invite(companyId, email)
          : await second.call('POST', `/company/${companyId}/invitations`, {
              token,
              body: { email },
            });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const refused = await invite(companyId, 'late@paintco.test');
    expect(refused).toMatchObject({
      status: 429,
      body: { message: RATE_LIMITS.companyWritesPerUser.message },
    });
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('refuses an invitation accepted after it expired, and joins nobody', async () => {
    const companyId = await acme();
    const invited = await invite(companyId, people.other);
    const { _id } = invited.body as { _id: string };
    t.clock.advance(INVITATION_TTL_DAYS * 24 * 60 * 60 + 1);
    // The access token of a week ago has expired too.
    const token = await t.signIn(people.other);
    expect(await t.call('POST', `/invitation/${_id}/accept`, { token })).toMatchObject({
      status: 409,
      body: { code: 'invitation-expired', message: expect.stringMatching(/has expired/) },
    });
    // Still in no company: the answer for a lone customer.
    expect(await t.call('GET', '/company', { token })).toMatchObject({ status: 200, body: null });
  });

  it('refuses a member e-mail padded with blanks in the path', async () => {
    const companyId = await acme();
    const padded = encodeURIComponent(` ${people.customer}`);
    expect(
      await t.call('DELETE', `/company/${companyId}/members/${padded}`, {
        token: t.tokens.customer,
      }),
    ).toMatchObject({ status: 400 });
  });
});
