// The whole API on a test database, with a fixed clock, emulator-style sign-in tokens
// and the local payment gateway: what route tests call through app.request().
import { randomBytes } from 'node:crypto';
import { UnsecuredJWT } from 'jose';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { createAccessTokens } from '../auth/access-tokens';
import { fixedClock } from '../auth/clock';
import type { SqlClient } from '../db/sql-client.port';
import { FirebaseEmulatorIdentityVerifier } from '../gateways/firebase-emulator.identity';
import { LocalPaymentGateway } from '../gateways/local-payment.gateway';
import { OrdersSql } from '../repositories/orders.sql';
import { ReviewsSql } from '../repositories/reviews.sql';
import { ToolsSql } from '../repositories/tools.sql';
import { UsersSql } from '../repositories/users.sql';

export const projectId = 'demo-test';
export const webOrigin = 'http://127.0.0.1:5173';
export const publicUrl = 'http://api.test';

export const people = {
  admin: 'admin@paintco.test',
  customer: 'customer@paintco.test',
  other: 'other@paintco.test',
} as const;
export type Person = keyof typeof people;
export type Caller = Person | 'anonymous';

/** Who may reach the customer's own data (the customer and any admin), and the status each gets. */
export const ownerOrAdmin = [
  ['anonymous', 401],
  ['customer', 200],
  ['other', 403],
  ['admin', 200],
] as const;

/** Who may call an admin-only route; an admin gets `allowed`. */
export const adminOnly = (allowed: number) =>
  [
    ['anonymous', 401],
    ['customer', 403],
    ['other', 403],
    ['admin', allowed],
  ] as const;

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is, for malformed JSON and oversized bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** An ID token as the Firebase Auth emulator issues it: unsigned. */
export function emulatorIdToken(
  claims: { email?: string; name?: string; aud?: string; expiresIn?: number },
  now: Date,
): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const { expiresIn = 3600, aud = projectId, ...rest } = claims;
  return new UnsecuredJWT({ ...rest, auth_time: seconds, user_id: 'u1' })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(aud)
    .setSubject(`uid-${rest.email ?? 'none'}`)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + expiresIn)
    .encode();
}

export function buildTestApp(db: SqlClient, overrides: Partial<AppDeps> = {}) {
  const clock = fixedClock(new Date('2026-06-15T12:00:00Z'));
  const local = new LocalPaymentGateway(db, clock);
  const deps: AppDeps = {
    tools: new ToolsSql(db),
    orders: new OrdersSql(db),
    users: new UsersSql(db),
    reviews: new ReviewsSql(db),
    payments: local,
    localPayments: local,
    identity: new FirebaseEmulatorIdentityVerifier(projectId, clock),
    accessTokens: createAccessTokens(randomBytes(32), clock, 3600),
    clock,
    webOrigins: [webOrigin],
    publicUrl,
    databaseReady: async () => true,
    log: () => undefined,
    // Route tests read their own writes: no cache lifetime to wait out.
    toolCacheTtlMs: 0,
    ...overrides,
  };
  const app = createApp(deps);

  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an image): keep the text.
    }
    return { status: response.status, body: parsed, headers: response.headers } as CallResult;
  }

  /** The three demo people, and a token for each (anonymous has none). */
  async function signInEveryone(): Promise<Record<Caller, string | undefined>> {
    const tokens: Record<Caller, string | undefined> = {
      anonymous: undefined,
      admin: undefined,
      customer: undefined,
      other: undefined,
    };
    for (const person of Object.keys(people) as Person[]) {
      const email = people[person];
      await deps.users.upsertSignedIn({ email, name: person });
      tokens[person] = await deps.accessTokens.issue(email);
    }
    await deps.users.promoteToAdmin(people.admin);
    return tokens;
  }

  return { app, deps, clock, call, signInEveryone };
}

export type TestApp = ReturnType<typeof buildTestApp>;

export const aTool = {
  name: 'Test Roller',
  img: '/images/paint-roller.svg',
  description: 'A roller for tests.',
  minQty: 2,
  availableQty: 20,
  price: 15,
};

export const anOrderFor = (toolId: string, toolQty = 2) => ({
  toolId,
  toolQty,
  name: 'Casey Customer',
  address: '1 Paint Street, Springfield',
  phone: '+1 555 0100',
});
