import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, readConfig } from './config';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8787 with the emulator project and both web origins', () => {
    const config = readConfig(emulator);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      publicUrl: 'http://127.0.0.1:8787',
      identity: { mode: 'emulator', projectId: 'demo-paint-store' },
      webOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
      siteUrl: 'http://127.0.0.1:5173',
    });
  });

  it('links e-mails to SITE_URL, else to the first web origin, where `npm start` serves', () => {
    expect(readConfig({ ...emulator, SITE_URL: 'http://shop.test:8080/' }).siteUrl).toBe(
      'http://shop.test:8080',
    );
    const origins = { ...emulator, WEB_ORIGIN: 'http://127.0.0.1:8080, http://localhost:8080' };
    expect(readConfig(origins).siteUrl).toBe('http://127.0.0.1:8080');
  });

  it.each([
    ['on a public address', { ...emulator, HOST: '0.0.0.0' }],
    [
      'in production',
      {
        ...emulator,
        NODE_ENV: 'production',
        JWT_SECRET: 'k7R2vQ9xLm4TzW8pN3cYb6Hs1JdF5gUa',
        PUBLIC_URL: 'https://api.paintco.example',
        SITE_URL: 'https://shop.paintco.example',
        STRIPE_SECRET_KEY: 'sk_live_x',
      },
    ],
    ['with a remote emulator', { FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' }],
  ])('refuses emulator sign-in %s', (_, env) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
  });

  it('needs a project, and JWT_SECRET in production', () => {
    expect(() => readConfig({})).toThrow(ConfigError);
    expect(() => readConfig({ FIREBASE_PROJECT_ID: 'p', NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET',
    );
    expect(
      readConfig({
        FIREBASE_PROJECT_ID: 'p',
        HOST: '0.0.0.0',
        JWT_SECRET: 'k7R2vQ9xLm4TzW8pN3cYb6Hs1JdF5gUa',
      }),
    ).toMatchObject({ identity: { mode: 'project', projectId: 'p' } });
  });

  it('recognises loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '10.0.0.1', 'example.com'].some(isLoopback)).toBe(false);
  });
});

describe('readConfig in production (NODE_ENV=production, in any case)', () => {
  const secret = 'k7R2vQ9xLm4TzW8pN3cYb6Hs1JdF5gUa';
  const production = {
    NODE_ENV: 'production',
    FIREBASE_PROJECT_ID: 'paint-prod',
    JWT_SECRET: secret,
    PUBLIC_URL: 'https://api.paintco.example',
    SITE_URL: 'https://shop.paintco.example',
    STRIPE_SECRET_KEY: 'sk_live_x',
  };

  it('starts with real services, and never mounts the bench routes', () => {
    expect(readConfig({ ...production, BENCH_ROUTES: '1' })).toMatchObject({
      production: true,
      benchRoutes: false,
      publicUrl: 'https://api.paintco.example',
      siteUrl: 'https://shop.paintco.example',
    });
    expect(readConfig({ ...production, NODE_ENV: 'Production' }).production).toBe(true);
    expect(readConfig({ ...emulator, BENCH_ROUTES: '1' }).benchRoutes).toBe(true);
  });

  it('refuses to start without STRIPE_SECRET_KEY: the test-card gateway is local only', () => {
    const { STRIPE_SECRET_KEY: _, ...noStripe } = production;
    expect(() => readConfig(noStripe)).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readConfig({ ...noStripe, NODE_ENV: 'PRODUCTION' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('needs PUBLIC_URL, and not a loopback one', () => {
    const { PUBLIC_URL: _, ...noUrl } = production;
    expect(() => readConfig(noUrl)).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:8787' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() => readConfig({ ...production, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it("needs SITE_URL, the store's address its e-mails link to, and not a loopback one", () => {
    const { SITE_URL: _, ...noSite } = production;
    expect(() => readConfig(noSite)).toThrow(
      "Set SITE_URL in production: the store's address, which its e-mails and public pages link to",
    );
    // The web origins of CORS are no stand-in: the app may be served from the API's origin.
    expect(() => readConfig({ ...noSite, WEB_ORIGIN: 'https://shop.paintco.example' })).toThrow(
      /SITE_URL/,
    );
    expect(() => readConfig({ ...production, SITE_URL: 'http://localhost:5173' })).toThrow(
      'SITE_URL must be a public address in production, not localhost:5173',
    );
    expect(() => readConfig({ ...production, SITE_URL: 'shop.paintco.example' })).toThrow(
      'SITE_URL must be an absolute http(s) address, not "shop.paintco.example"',
    );
    expect(readConfig({ ...production, SITE_URL: 'https://shop.paintco.example/' }).siteUrl).toBe(
      'https://shop.paintco.example',
    );
  });

  it.each([
    ['too short', 'aB3'.repeat(10)],
    ['one repeated character', 'x'.repeat(40)],
    ['a few repeated characters', 'abab'.repeat(10)],
    ['a placeholder', 'change-me-to-a-long-random-secret-value'],
    ['a placeholder', 'your-secret-here-0123456789-abcdefghij'],
  ])('refuses a JWT_SECRET that is %s', (_, value) => {
    expect(() => readConfig({ ...production, JWT_SECRET: value })).toThrow(/JWT_SECRET/);
  });

  it('reads how long unpaid orders last, 30 minutes unless set', () => {
    expect(readConfig(emulator).unpaidOrderTtlMinutes).toBe(30);
    expect(readConfig({ ...emulator, UNPAID_ORDER_TTL_MINUTES: '45' }).unpaidOrderTtlMinutes).toBe(
      45,
    );
    expect(() => readConfig({ ...emulator, UNPAID_ORDER_TTL_MINUTES: '0' })).toThrow(
      /UNPAID_ORDER_TTL_MINUTES/,
    );
    // Digits only, as everywhere else: Number() would read these as 16 and 1000.
    for (const raw of ['0x10', '1e3']) {
      expect(() => readConfig({ ...emulator, UNPAID_ORDER_TTL_MINUTES: raw })).toThrow(
        /UNPAID_ORDER_TTL_MINUTES/,
      );
      expect(() => readConfig({ ...emulator, PORT: raw })).toThrow(/PORT/);
    }
  });

  it('reads what one customer may hold unpaid, $10,000 and 2,000 units unless set', () => {
    expect(readConfig(emulator).unpaidLimits).toEqual({
      maxUnpaid: 5,
      maxUnpaidValue: 10_000,
      maxUnpaidUnits: 2_000,
    });
    const set = { ...emulator, MAX_UNPAID_VALUE: '2500', MAX_UNPAID_UNITS: '300' };
    expect(readConfig(set).unpaidLimits).toMatchObject({
      maxUnpaidValue: 2_500,
      maxUnpaidUnits: 300,
    });
    expect(() => readConfig({ ...emulator, MAX_UNPAID_VALUE: '0' })).toThrow(/MAX_UNPAID_VALUE/);
    expect(() => readConfig({ ...emulator, MAX_UNPAID_UNITS: '1.5' })).toThrow(/MAX_UNPAID_UNITS/);
  });
});
