// The server-side admin command: on the repository (PGlite, and PostgreSQL in CI), and the
// entry script's refusals as a person at the terminal meets them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UsersSql } from '../repositories/users.sql';
import { describeOnEachDatabase } from '../testing/test-database';
import { ADMIN_USAGE, parseAdminCommand, runAdminCommand } from './admin-command';

describe('parseAdminCommand', () => {
  it('reads grant and revoke with one e-mail, in lower case', () => {
    expect(parseAdminCommand(['grant', 'Ann@PaintCo.test'])).toEqual({
      action: 'grant',
      email: 'ann@paintco.test',
    });
    expect(parseAdminCommand(['revoke', 'ann@paintco.test'])).toEqual({
      action: 'revoke',
      email: 'ann@paintco.test',
    });
  });

  it.each([[[]], [['grant']], [['promote', 'a@x.test']], [['grant', 'a@x.test', 'b@x.test']]])(
    'answers %j with the usage',
    (args) => {
      expect(parseAdminCommand(args)).toBe(ADMIN_USAGE);
    },
  );

  it('refuses something that is not an e-mail', () => {
    expect(parseAdminCommand(['grant', 'not-an-email'])).toMatch(/is not an e-mail address/);
  });
});

describeOnEachDatabase('runAdminCommand', (db) => {
  let users: UsersSql;
  beforeEach(() => {
    users = new UsersSql(db());
  });

  const signIn = (email: string) =>
    users.upsertSignedIn({ email, name: '', authUid: `uid-${email}`, emailVerified: false });

  it('grants and revokes admin rights to someone who has signed in, and says so', async () => {
    await signIn('ann@paintco.test');
    const grant = { action: 'grant', email: 'ann@paintco.test' } as const;
    expect(await runAdminCommand(grant, users)).toEqual({
      exitCode: 0,
      message: 'ann@paintco.test is now an admin, from their next request on.',
    });
    expect((await users.findByEmail('ann@paintco.test'))?.role).toBe('admin');
    expect((await runAdminCommand(grant, users)).message).toBe(
      'ann@paintco.test is already an admin: nothing changed.',
    );
    const revoke = { action: 'revoke', email: 'ann@paintco.test' } as const;
    expect((await runAdminCommand(revoke, users)).message).toBe(
      'ann@paintco.test is now a customer, from their next request on.',
    );
    expect((await users.findByEmail('ann@paintco.test'))?.role).toBeUndefined();
  });

  it('refuses an e-mail that has never signed in, even one with a row', async () => {
    const grant = { action: 'grant', email: 'nobody@paintco.test' } as const;
    expect(await runAdminCommand(grant, users)).toMatchObject({ exitCode: 1 });
    // A seeded row nobody has signed in to yet is not a person who can be trusted.
    await db().query(`INSERT INTO users (email, name) VALUES ('seeded@paintco.test', '')`);
    const seeded = { action: 'grant', email: 'seeded@paintco.test' } as const;
    expect(await runAdminCommand(seeded, users)).toMatchObject({
      exitCode: 1,
      message: expect.stringContaining('has never signed in'),
    });
    expect((await users.findByEmail('seeded@paintco.test'))?.role).toBeUndefined();
  });
});

describe('npm run admin', () => {
  const tsx = join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  const script = join(process.cwd(), 'server/src/admin/main.ts');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'paint-admin-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[]) =>
    spawnSync(process.execPath, [tsx, script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });

  it('prints the usage and exits 2 on bad arguments, before opening anything', () => {
    const result = run(['grant']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(ADMIN_USAGE);
  });

  it('refuses while an API holds the PGlite data directory', () => {
    // This test's own process stands in for the running API.
    writeFileSync(join(dataDir, 'api.pid'), String(process.pid));
    const result = run(['grant', 'ann@paintco.test']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The API (process ${process.pid}) is running on ${dataDir}`);
  });
});
