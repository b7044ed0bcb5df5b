// What a production start refuses to have: demo data, the test-card gateway and its
// confirm call, the bench routes. Each would let a stranger in or take fake money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { paymentGateways } from './gateways/payment-gateways';
import { systemClock } from './auth/clock';
import { openTestDatabase, type TestDatabase } from './testing/test-database';
import { buildTestApp } from './testing/test-app';

const productionEnv = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'paint-prod',
  JWT_SECRET: 'k7R2vQ9xLm4TzW8pN3cYb6Hs1JdF5gUa',
  PUBLIC_URL: 'https://api.paintco.example',
  SITE_URL: 'https://shop.paintco.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
};

describe('a production start', () => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    // A database as a first start finds it: no tables at all.
    fresh = await openTestDatabase('pglite', { migrated: false });
  }, 30_000);
  afterAll(() => fresh.close());

  it('migrates a fresh database and seeds nothing: no demo admin, no demo tools', async () => {
    const config = readConfig(productionEnv);
    const prepared = await prepareDatabase(fresh.db, { production: config.production });
    expect(prepared.seeded).toBe(false);
    expect(prepared.applied.length).toBeGreaterThan(0);
    expect(await fresh.db.query('SELECT email FROM users')).toEqual([]);
    expect(await fresh.db.query('SELECT id FROM tools')).toEqual([]);
    // A later start that forgot NODE_ENV does not seed it either.
    expect((await prepareDatabase(fresh.db, { production: false })).seeded).toBe(false);
  });

  it('uses Stripe, so POST /payments/local/confirm does not exist', async () => {
    const config = readConfig(productionEnv);
    const gateways = paymentGateways(config.stripeSecretKey, fresh.db, systemClock);
    expect(gateways.localPayments).toBeUndefined();
    const app = buildTestApp(fresh.db, { ...gateways, production: true });
    const confirm = await app.call('POST', '/payments/local/confirm', { body: {} });
    expect(confirm.status).toBe(404);
  });

  it('does not mount the bench routes even with BENCH_ROUTES=1', async () => {
    const config = readConfig({ ...productionEnv, BENCH_ROUTES: '1' });
    const app = buildTestApp(fresh.db, { benchRoutes: config.benchRoutes, production: true });
    expect((await app.call('GET', '/bench/memory/tool')).status).toBe(404);
  });
});

describe('a development start', () => {
  it('seeds the demo data on a fresh database, once', async () => {
    const db = await openTestDatabase('pglite', { migrated: false });
    try {
      expect((await prepareDatabase(db.db, { production: false })).seeded).toBe(true);
      const admins = await db.db.query<{ email: string }>(
        `SELECT email FROM users WHERE role = 'admin'`,
      );
      expect(admins).toEqual([{ email: 'admin@paintco.test' }]);
      expect((await prepareDatabase(db.db, { production: false })).seeded).toBe(false);
    } finally {
      await db.close();
    }
  }, 30_000);
});
