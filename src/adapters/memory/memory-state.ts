// The one state the in-memory fakes share, so a sign-in on the auth fake, an order on the
// API fake and a card payment on the payment fake all see each other, as the real ones do.
import type { CreditNote } from '../../domain/credit-note';
import type { Invoice } from '../../domain/invoice';
import type { Refund } from '../../domain/refund';
import type { OrderReturn } from '../../domain/order-return';
import type { Carrier } from '../../domain/carrier';
import type { Shipment } from '../../domain/shipment';
import { DEMO_CARRIERS } from '../../seed/demo-carriers';
import { toCents } from '../../domain/money';
import type { AuditEntry } from '../../domain/audit-log';
import type { Order } from '../../domain/order';
import type { OrderTimelineEntry } from '../../domain/order-timeline';
import { unpaidOrderExpiry } from '../../domain/order-deadline';
import type { Review } from '../../domain/review';
import type { Tool } from '../../domain/tool';
import type { User } from '../../domain/user';
import type { DemoAccount, DemoCompany } from '../../seed/demo-store';
import { seededInvoices } from './invoice-issue.in-memory';
import { seededReview, type StoredReview } from './stored-review';

/** A refund as the in-memory store keeps it: with the key it was asked with. */
export interface StoredRefund {
  readonly key: string;
  refund: Refund;
}

/** An identity-provider account (the Firebase side of a user). */
export interface AuthAccount {
  readonly uid: string;
  readonly email: string;
  /** Absent for accounts created by Google sign-in. */
  readonly password?: string;
  displayName: string | null;
}

/** A payment intent in the test-mode ledger the payment fake writes and the API fake reads. */
export interface LedgerEntry {
  readonly id: string;
  readonly clientSecret: string;
  readonly orderId: string;
  readonly amountCents: number;
  readonly currency: 'usd';
  status: 'requires_payment_method' | 'succeeded' | 'canceled' | 'refunded';
}

/** A refund the test-mode ledger gave back, kept by the key it was asked with. */
export interface LedgerRefund {
  readonly id: string;
  readonly paymentId: string;
  readonly amountCents: number;
}

export interface GoogleAccount {
  readonly email: string;
  readonly displayName: string;
}

export interface MemoryState {
  readonly tools: Map<string, Tool>;
  readonly reviews: Map<string, StoredReview>;
  readonly orders: Map<string, Order>;
  /**
   * Orders placed with an Idempotency-Key, by e-mail and key (keyOf): the order's id and
   * its request. A key whose order is gone counts as unused, as the database's cascade.
   */
  readonly idempotencyKeys: Map<string, { readonly orderId: string; readonly request: string }>;
  /** The last order number handed out: as the database's identity, never handed out twice. */
  lastOrderNumber: number;
  /** The invoices issued with payments, by order id; never changed once there. */
  readonly invoices: Map<string, Invoice>;
  /** The API's users, by lower-case e-mail. */
  readonly users: Map<string, User>;
  /** The identity provider's accounts, by lower-case e-mail. */
  readonly accounts: Map<string, AuthAccount>;
  /** ID tokens the auth fake issued → the uid they prove. */
  readonly idTokens: Map<string, string>;
  /** Access tokens the API fake issued → the e-mail they name. */
  readonly accessTokens: Map<string, string>;
  /** Payment intents by id (the transaction id a paid order records). */
  readonly payments: Map<string, LedgerEntry>;
  /** The ledger's refunds, by idempotency key. */
  readonly cardRefunds: Map<string, LedgerRefund>;
  /** Refunds of orders (the store's side), by id, oldest first. */
  readonly refunds: Map<string, StoredRefund>;
  /** Returns of shipped orders, by id, oldest first. */
  readonly returns: Map<string, OrderReturn>;
  /** Credit notes issued with done refunds, by refund id; never changed once there. */
  readonly creditNotes: Map<string, CreditNote>;
  /** Shipments of orders, by id, oldest first; never changed (the link is made on reading). */
  readonly shipments: Map<string, Omit<Shipment, 'trackingUrl'>>;
  /** The Idempotency-Keys shipments were recorded with, by order and key. */
  readonly shipmentKeys: Map<string, { readonly shipmentId: string; readonly request: string }>;
  /** The carriers shipments go with, by id: the migration's two to start with. */
  readonly carriers: Map<string, Carrier>;
  googleAccount: GoogleAccount;
  /** Each order's timeline, by order id: kept when the order is removed. */
  readonly orderEvents: Map<string, OrderTimelineEntry[]>;
  /** The audit log, oldest first (appended to, never changed). */
  readonly audit: AuditEntry[];
  /** The world's clock: when orders expire and which cards have. Tests pin it. */
  readonly now: () => Date;
}

export interface MemorySeed {
  readonly tools: readonly Tool[];
  readonly reviews: readonly Review[];
  /** Each becomes both an identity-provider account and an API user. */
  readonly accounts: readonly DemoAccount[];
  readonly orders: readonly Order[];
  /** Who "Continue with Google" signs in as. */
  readonly googleAccount: GoogleAccount;
  /** Trade accounts with their members (company-store.in-memory.ts keeps them). */
  readonly companies?: readonly DemoCompany[];
}

/** E-mail addresses are compared in lower case, as Firebase and the API keep them. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Where the database's order numbers start (migration 004). */
const FIRST_ORDER_NUMBER = 1001;

export const newId = (): string => crypto.randomUUID();

const byId = <T extends { readonly _id: string }>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [item._id, structuredClone(item)]));

function userOf({ email, name, password: _password, ...profile }: DemoAccount): User {
  const user: User = { _id: newId(), name, email: normaliseEmail(email) };
  // Absent fields stay absent, as the API returns them.
  for (const [field, value] of Object.entries(profile)) {
    if (value !== undefined) Object.assign(user, { [field]: value });
  }
  return user;
}

/** Seeded paid orders get a succeeded payment, so the ledger agrees with the orders. */
function paymentsOf(orders: readonly Order[]): Map<string, LedgerEntry> {
  const payments = new Map<string, LedgerEntry>();
  for (const order of orders) {
    if (!order.paid || order.transactionId === undefined) continue;
    payments.set(order.transactionId, {
      id: order.transactionId,
      clientSecret: `${order.transactionId}_secret_seeded`,
      orderId: order._id,
      amountCents: toCents(order.toolPrice),
      currency: 'usd',
      status: 'succeeded',
    });
  }
  return payments;
}

/** As the API's migration does: an unpaid order without a deadline gets a fresh one. */
function withDeadlines(orders: readonly Order[], now: Date): Order[] {
  return orders.map((order) =>
    order.status === 'unpaid' && order.expiresAt === undefined
      ? { ...order, expiresAt: unpaidOrderExpiry(now) }
      : order,
  );
}

export function createMemoryState(
  seed: MemorySeed,
  now: () => Date = () => new Date(),
): MemoryState {
  const orders = byId(withDeadlines(seed.orders, now()));
  return {
    tools: byId(seed.tools),
    reviews: new Map(seed.reviews.map((review) => [review._id, seededReview(review)])),
    orders,
    idempotencyKeys: new Map(),
    invoices: seededInvoices(orders.values()),
    lastOrderNumber: Math.max(FIRST_ORDER_NUMBER - 1, ...seed.orders.map((o) => o.number)),
    users: new Map(seed.accounts.map((a) => [normaliseEmail(a.email), userOf(a)])),
    accounts: new Map(
      seed.accounts.map((a) => [
        normaliseEmail(a.email),
        { uid: newId(), email: normaliseEmail(a.email), password: a.password, displayName: a.name },
      ]),
    ),
    idTokens: new Map(),
    accessTokens: new Map(),
    payments: paymentsOf(seed.orders),
    cardRefunds: new Map(),
    refunds: new Map(),
    returns: new Map(),
    creditNotes: new Map(),
    shipments: new Map(),
    shipmentKeys: new Map(),
    carriers: byId(DEMO_CARRIERS),
    googleAccount: { ...seed.googleAccount },
    orderEvents: new Map(),
    audit: [],
    now,
  };
}

/** The account an ID token proves, or undefined for a token the auth fake never issued. */
export function accountOfIdToken(state: MemoryState, idToken: string): AuthAccount | undefined {
  const uid = state.idTokens.get(idToken);
  if (uid === undefined) return undefined;
  for (const account of state.accounts.values()) if (account.uid === uid) return account;
  return undefined;
}
