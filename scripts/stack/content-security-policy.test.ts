import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, webAppOriginsFromEnv } from './content-security-policy';

const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const policyFor = (env: Record<string, string>) =>
  contentSecurityPolicy(webAppOriginsFromEnv(env), [HASH]);

/** The sources of each directive, by name. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

const REAL_FIREBASE = {
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_PROJECT_ID: 'paint-store',
};

describe('the Content-Security-Policy of the built app', () => {
  it("on the embedded default allows its own origin (the API's too), the Auth emulator and nothing more", () => {
    expect(policyFor({})).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${HASH} https://apis.google.com`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https:",
        "connect-src 'self' http://127.0.0.1:9099",
        'frame-src http://127.0.0.1:9099',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('allows the API at the origin of VITE_API_URL', () => {
    const policy = directives(policyFor({ VITE_API_URL: 'https://api.paint.example/v1/' }));
    expect(policy['connect-src']).toContain('https://api.paint.example');
    expect(policy['img-src']).toContain('https://api.paint.example');
    expect(policy['connect-src']).not.toContain('http://127.0.0.1:8787');
  });

  it("allows the API on the app's own origin when VITE_API_URL is a path, nothing more", () => {
    const policy = directives(policyFor({ VITE_API_URL: '/api' }));
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(policy['img-src']).toEqual(["'self'", 'https:']);
  });

  it('with a real Firebase project allows its APIs and auth domain instead of the emulator', () => {
    const policy = directives(policyFor(REAL_FIREBASE));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(policy['frame-src']).toEqual(['https://paint-store.firebaseapp.com']);
    expect(policy['script-src']).toContain('https://apis.google.com');

    const ownDomain = directives(
      policyFor({ ...REAL_FIREBASE, VITE_FIREBASE_AUTH_DOMAIN: 'login.paint.example' }),
    );
    expect(ownDomain['frame-src']).toEqual(['https://login.paint.example']);
  });

  it('keeps the emulator while a real project is only half configured, or its URL is given', () => {
    const halfConfigured = directives(policyFor({ VITE_FIREBASE_API_KEY: 'AIza-key' }));
    expect(halfConfigured['frame-src']).toEqual(['http://127.0.0.1:9099']);

    const elsewhere = directives(
      policyFor({ ...REAL_FIREBASE, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://localhost:9199' }),
    );
    expect(elsewhere['frame-src']).toEqual(['http://localhost:9199']);
    expect(elsewhere['connect-src']).not.toContain('https://identitytoolkit.googleapis.com');
  });

  it('allows Stripe only when its publishable key is set', () => {
    expect(policyFor({})).not.toContain('stripe');

    const policy = directives(policyFor({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com']),
    );
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy['connect-src']).toContain('https://api.stripe.com');
  });

  it('never lets an inline script run without its hash, whatever is configured', () => {
    const everything = { ...REAL_FIREBASE, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123' };
    for (const env of [{}, everything]) {
      const scriptSrc = directives(policyFor(env))['script-src'];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain('https:');
    }
  });
});
