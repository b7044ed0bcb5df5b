// The company store's rules under requests at once, on PGlite and, with DATABASE_URL, on
// PostgreSQL (where the transactions really interleave): one accept of an invitation, one
// pending application, one company a person, a company admin kept, the invitation cap.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_APPLICATIONS_PER_YEAR } from '../../../src/domain/company-application';
import { invitationExpiry, MAX_PENDING_INVITATIONS } from '../../../src/domain/company-invitation';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { CompaniesSql } from './companies.sql';

const now = new Date('2026-06-15T12:00:00Z');
const casey = 'casey@paintco.test';
const pat = 'pat@paintco.test';
const fields = {
  companyName: 'Acme Painting',
  taxId: '12-3456789',
  address: '1 Trade Way, Columbus, OH',
  expectedYearlyVolume: 50_000,
};

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`CompaniesSql on ${kind}`, () => {
    let testDb: TestDatabase;
    let store: CompaniesSql;

    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      store = new CompaniesSql(testDb.db);
    }, 30_000);
    afterAll(() => testDb.close());
    beforeEach(async () => {
      await testDb.reset();
      for (const email of [casey, pat]) {
        await testDb.db.query(`INSERT INTO users (email, name) VALUES ($1, '')`, [email]);
      }
    });

    const apply = (email: string, companyName = fields.companyName) =>
      store.apply({ ...fields, companyName, applicantEmail: email, maxPerYear: 3, now });

    async function companyOf(email: string, companyName?: string): Promise<string> {
      const applied = await apply(email, companyName);
      if (!('applied' in applied)) throw new Error(applied.refused);
      const approved = await store.approve(applied.applied._id, now);
      if (!('decided' in approved)) throw new Error(approved.refused);
      return approved.decided.companyId ?? '';
    }

    const invite = (companyId: string, email: string) =>
      store.invite({
        companyId,
        email,
        role: 'buyer',
        invitedBy: casey,
        now,
        expiresAt: invitationExpiry(now),
        maxPending: MAX_PENDING_INVITATIONS,
      });

    async function invitationId(companyId: string, email: string): Promise<string> {
      const invited = await invite(companyId, email);
      if (!('invited' in invited)) throw new Error(invited.refused);
      return invited.invited._id;
    }

    const count = async (table: string) =>
      (await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

    it('lets one of two accepts of one invitation join', async () => {
      const id = await invitationId(await companyOf(casey), pat);
      const outcomes = await Promise.all([store.accept(id, pat, now), store.accept(id, pat, now)]);
      expect(outcomes.filter((one) => 'joined' in one)).toHaveLength(1);
      expect(outcomes.filter((one) => 'refused' in one)).toEqual([{ refused: 'invitation-used' }]);
      expect(await count('company_members')).toBe(2);
    });

    it('lets a withdrawal or an accept of one invitation win, never both', async () => {
      const acme = await companyOf(casey);
      for (let round = 0; round < 6; round += 1) {
        const id = await invitationId(acme, pat);
        // Each goes first in turn: the accept's row lock, then the withdrawal, and back.
        const revoke = () => store.revoke(acme, id);
        const accept = () => store.accept(id, pat, now);
        const [revoked, accepted] =
          round % 2 === 0
            ? await Promise.all([revoke(), accept()])
            : await Promise.all([accept(), revoke()]).then(([a, r]) => [r, a] as const);
        expect(['revoked' in revoked, 'joined' in accepted].filter(Boolean)).toHaveLength(1);
        const member = (await store.members(acme)).some((one) => one.email === pat);
        expect(member).toBe('joined' in accepted);
        expect((await store.findInvitation(id))?.status).toBe(
          'joined' in accepted ? 'accepted' : 'revoked',
        );
        if (member) await store.removeMember(acme, pat);
      }
    });

    it("withdraws no other company's invitation", async () => {
      const acme = await companyOf(casey);
      const brush = await companyOf(pat, 'Brush & Co');
      const theirs = await invitationId(brush, 'new-hire@paintco.test');
      expect(await store.revoke(acme, theirs)).toEqual({ refused: 'no-such-invitation' });
      expect((await store.findInvitation(theirs))?.status).toBe('pending');
    });

    it('pages the companies by name, found by name or tax id, % taken literally', async () => {
      const acme = await companyOf(casey, 'acme Painting');
      const brush = await companyOf(pat, 'Brush & Co');
      const search = (q: string, page = 1, pageSize = 20) => store.findPage({ page, pageSize, q });
      expect(await search('')).toMatchObject({ total: 2, items: [{ _id: acme }, { _id: brush }] });
      expect(await search('BRUSH')).toMatchObject({ total: 1, items: [{ _id: brush }] });
      expect(await search('12-345')).toMatchObject({ total: 2 });
      expect(await search('%')).toMatchObject({ total: 0, items: [] });
      expect(await search('', 2, 1)).toMatchObject({ total: 2, page: 2, items: [{ _id: brush }] });
    });

    it('keeps one pending application of a person sending many at once', async () => {
      const outcomes = await Promise.all(Array.from({ length: 12 }, () => apply(casey)));
      expect(outcomes.filter((one) => 'applied' in one)).toHaveLength(1);
      expect(await count('company_applications')).toBe(1);
      expect(MAX_APPLICATIONS_PER_YEAR).toBeGreaterThan(1);
    });

    it('puts a person in one company when an approval and an accept race', async () => {
      const acme = await companyOf(casey);
      const invitation = await invitationId(acme, pat);
      const applied = await apply(pat, 'Brush & Co');
      if (!('applied' in applied)) throw new Error(applied.refused);
      const [approved, accepted] = await Promise.all([
        store.approve(applied.applied._id, now),
        store.accept(invitation, pat, now),
      ]);
      expect(['decided' in approved, 'joined' in accepted].filter(Boolean)).toHaveLength(1);
      expect(await count('company_members')).toBe(2);
      // A refused approval leaves no company behind.
      expect(await count('companies')).toBe('decided' in approved ? 2 : 1);
    });

    it('keeps a company admin when two admins step down at once', async () => {
      const acme = await companyOf(casey);
      await store.accept(await invitationId(acme, pat), pat, now);
      await store.setRole(acme, pat, 'company-admin');
      const outcomes = await Promise.all([
        store.setRole(acme, casey, 'buyer'),
        store.removeMember(acme, pat),
      ]);
      expect(outcomes.filter((one) => one === 'done')).toHaveLength(1);
      const admins = (await store.members(acme)).filter((one) => one.role === 'company-admin');
      expect(admins).toHaveLength(1);
    });

    it(`holds ${MAX_PENDING_INVITATIONS} waiting invitations however many are sent at once`, async () => {
      const acme = await companyOf(casey);
      const outcomes = await Promise.all(
        Array.from({ length: MAX_PENDING_INVITATIONS + 15 }, (_, n) =>
          invite(acme, `invitee-${n}@paintco.test`),
        ),
      );
      expect(outcomes.filter((one) => 'invited' in one)).toHaveLength(MAX_PENDING_INVITATIONS);
      expect(await store.invitations(acme)).toHaveLength(MAX_PENDING_INVITATIONS);
    });

    it('queues one e-mail per invitation and renewal, to the lower-case address', async () => {
      const acme = await companyOf(casey);
      await invitationId(acme, pat);
      const rows = await testDb.db.query<{ recipient: string }>(
        `SELECT recipient FROM mail_outbox WHERE subject LIKE 'You are invited%'`,
      );
      expect(rows).toEqual([{ recipient: pat }]);
    });
  });
}
