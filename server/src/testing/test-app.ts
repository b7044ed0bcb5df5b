// The whole API on a test database, with a fixed clock, emulator-style sign-in tokens
// and the local payment gateway: what route tests call through app.request().
import { randomBytes } from 'node:crypto';
import { UnsecuredJWT } from 'jose';
import { DEMO_INVOICE_TERMS } from '../../../src/domain/invoice';
import { DEFAULT_UNPAID_LIMITS, type UnpaidLimits } from '../../../src/domain/unpaid-limits';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { createAccessTokens } from '../auth/access-tokens';
import { fixedClock } from '../auth/clock';
import type { SqlClient } from '../db/sql-client.port';
import { FirebaseEmulatorIdentityVerifier } from '../gateways/firebase-emulator.identity';
import { LocalPaymentGateway } from '../gateways/local-payment.gateway';
import { sqlRateLimiter } from '../http/rate-limits';
import { CartsSql } from '../repositories/carts.sql';
import { ApprovalsSql } from '../repositories/approvals.sql';
import { CompaniesSql } from '../repositories/companies.sql';
import { PriceListsSql } from '../repositories/price-lists.sql';
import { DeliveryAddressesSql } from '../repositories/delivery-addresses.sql';
import { OrdersSql, orderPaymentsSql } from '../repositories/orders.sql';
import { QuotesSql } from '../repositories/quotes.sql';
import { InvoicesSql } from '../repositories/invoices.sql';
import { RefundsSql } from '../repositories/refunds.sql';
import { AccountsSql } from '../repositories/accounts.sql';
import { ReturnsSql } from '../repositories/returns.sql';
import { CarriersSql, ShipmentsSql } from '../repositories/shipments.sql';
import { InvoicePdfsSql } from '../repositories/invoice-pdfs.sql';
import { historySql } from '../repositories/history.sql';
import { ReviewsSql } from '../repositories/reviews.sql';
import { ToolsSql } from '../repositories/tools.sql';
import { CatalogueImportSql } from '../repositories/catalogue-import.sql';
import { ToolEditsSql } from '../repositories/tool-edits.sql';
import { ImagesSql } from '../repositories/images.sql';
import { UsersSql } from '../repositories/users.sql';
import { WebhookEventsSql } from '../repositories/webhook-events.sql';
import { ExportsSql } from '../repositories/exports.sql';
import { OperationsSql } from '../repositories/operations.sql';
import { MailOutboxSql } from '../repositories/mail-outbox.sql';

export const projectId = 'demo-test';
export const webOrigin = 'http://127.0.0.1:5173';
export const publicUrl = 'http://api.test';
/** The store's address (SITE_URL) the test API's e-mails link to. */
export const siteUrl = 'https://shop.paintco.test';
/** The Stripe webhook signing secret of the test app (whsec_… as Stripe shows them). */
export const webhookSecret = 'whsec_test_0123456789abcdefghijklmnop';

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

/**
 * Who may reach one of the customer's orders by id: anyone else is told there is no such
 * order (404), as for an id that names none.
 */
export const orderOwnerOrAdmin = [
  ['anonymous', 401],
  ['customer', 200],
  ['other', 404],
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

/** The identity provider's id of a test person: one per e-mail unless a test says otherwise. */
export const uidOf = (email: string) => `uid-${email.toLowerCase()}`;

/** An ID token as the Firebase Auth emulator issues it: unsigned. */
export function emulatorIdToken(
  claims: {
    email?: string;
    name?: string;
    aud?: string;
    expiresIn?: number;
    uid?: string;
    email_verified?: boolean;
  },
  now: Date,
): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const { expiresIn = 3600, aud = projectId, uid, ...rest } = claims;
  const subject = uid ?? uidOf(rest.email ?? 'none');
  return new UnsecuredJWT({ ...rest, auth_time: seconds, user_id: subject })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(aud)
    .setSubject(subject)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + expiresIn)
    .encode();
}

export function buildTestApp(db: SqlClient, overrides: Partial<AppDeps> = {}) {
  const clock = fixedClock(new Date('2026-06-15T12:00:00Z'));
  const local = new LocalPaymentGateway(db, clock, (tx) =>
    orderPaymentsSql(tx, DEMO_INVOICE_TERMS, siteUrl),
  );
  const deps: AppDeps = {
    tools: new ToolsSql(db),
    toolEdits: new ToolEditsSql(db),
    catalogueImport: new CatalogueImportSql(db),
    images: new ImagesSql(db),
    orders: new OrdersSql(db, DEMO_INVOICE_TERMS, siteUrl),
    carts: new CartsSql(db),
    addresses: new DeliveryAddressesSql(db),
    companies: new CompaniesSql(db, siteUrl),
    approvals: new ApprovalsSql(db, siteUrl),
    priceLists: new PriceListsSql(db),
    quotes: new QuotesSql(db, siteUrl),
    mailbox: new MailOutboxSql(db),
    invoices: new InvoicesSql(db),
    refunds: new RefundsSql(db),
    accounts: new AccountsSql(db, DEMO_INVOICE_TERMS, siteUrl),
    returns: new ReturnsSql(db, siteUrl),
    shipments: new ShipmentsSql(db, siteUrl),
    carriers: new CarriersSql(db),
    invoicePdfs: new InvoicePdfsSql(db),
    ...historySql(db),
    users: new UsersSql(db),
    reviews: new ReviewsSql(db),
    webhookEvents: new WebhookEventsSql(db),
    exports: new ExportsSql(db),
    operations: new OperationsSql(db),
    payments: local,
    localPayments: local,
    stripeWebhookSecret: webhookSecret,
    identity: new FirebaseEmulatorIdentityVerifier(projectId, clock),
    accessTokens: createAccessTokens(randomBytes(32), clock, 3600),
    clock,
    rateLimiter: sqlRateLimiter(db),
    // In-process calls have no address: tests of the per-address limit set one.
    clientAddress: () => undefined,
    production: false,
    unpaidOrderTtlMinutes: 30,
    unpaidLimits: DEFAULT_UNPAID_LIMITS,
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

  /** Someone who has signed in (bound to their own uid), and an access token for them. */
  async function signIn(email: string, { name = '', emailVerified = true } = {}) {
    const subject = { email, uid: uidOf(email), emailVerified };
    await deps.users.upsertSignedIn({ email, name, authUid: subject.uid, emailVerified });
    return deps.accessTokens.issue(subject);
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
      tokens[person] = await signIn(people[person], { name: person });
    }
    await deps.users.promoteToAdmin(people.admin);
    return tokens;
  }

  return { app, deps, clock, call, signIn, signInEveryone };
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

/** Limits no test's orders reach, for tests that place orders straight into the store. */
export const NO_UNPAID_LIMITS: UnpaidLimits = {
  maxUnpaid: 100,
  maxUnpaidValue: 1_000_000_000,
  maxUnpaidUnits: 1_000_000_000,
};

export const anOrderFor = (toolId: string, toolQty = 2) => ({
  toolId,
  toolQty,
  name: 'Casey Customer',
  address: '1 Paint Street, Springfield',
  phone: '+1 555 0100',
});
