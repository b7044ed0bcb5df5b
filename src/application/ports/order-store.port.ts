// The orders as the use cases see them: the SQL repository on the server, a Map in the
// in-memory API. Every change here is atomic on its own.
import type { PriceTerms } from '../../domain/buyer-price';
import type { Order } from '../../domain/order';
import type { OrderLine } from '../../domain/order-line';
import type { Actor, OrderRemoval } from '../../domain/order-timeline';
import type { UnpaidLimitExceeded, UnpaidLimits } from '../../domain/unpaid-limits';

export interface NewOrder extends Readonly<Pick<Order, 'name' | 'email' | 'address' | 'phone'>> {
  /**
   * Priced by the use case from the tools as they were read; the order is refused if a
   * line no longer holds (price or stock changed) when its tool is locked.
   */
  readonly lines: readonly OrderLine[];
  /** When the order lapses unless paid. */
  readonly expiresAt: Date;
  /**
   * The lines' prices were agreed beforehand (an accepted quote): they stand whatever the
   * tools cost now, and only the stock is checked (agreedLineStillHolds).
   */
  readonly agreedPrices?: boolean;
  /** The buyer's terms the lines were priced on (a company's contract prices), re-checked with them. */
  readonly terms?: PriceTerms | undefined;
}

/** The caller's Idempotency-Key, and what the request asked for (requestFingerprint). */
export interface OrderIdempotency {
  readonly key: string;
  readonly request: string;
}

/** An order placed earlier with the same key, and the request that placed it. */
export interface KeyedOrder {
  readonly order: Order;
  readonly request: string;
}

export type PlaceResult =
  | { readonly placed: true; readonly order: Order }
  /** A line's tool is gone, its price changed, or its quantity no longer fits the stock. */
  | { readonly placed: false; readonly reason: 'tool'; readonly toolId: string }
  /** With this order the customer would hold more unpaid than one may (unpaid-limits.ts). */
  | {
      readonly placed: false;
      readonly reason: 'unpaid-limit';
      readonly exceeded: UnpaidLimitExceeded;
    };

/** The Idempotency-Key placed an order of another request. */
export interface KeyReused {
  readonly placed: false;
  readonly reason: 'idempotency-key-reused';
}

/** What a customer may hold unpaid, and the moment that decides which orders have lapsed. */
export type PlaceLimits = UnpaidLimits & { readonly now: Date };

/** What recording a payment needs; inside a transaction, the read locks the order. */
export interface OrderPayments {
  findForPayment(orderId: string): Promise<Order | undefined>;
  /**
   * Marks an unpaid order paid, with its timeline entry by `actor`, and issues its invoice
   * (src/domain/invoice.ts), all in one transaction: the next gapless number, or nothing.
   * Returns how many orders changed (0 or 1): a payment recorded twice is one entry.
   */
  markPaid(orderId: string, transactionId: string, actor: Actor): Promise<number>;
}

export interface OrderStore extends OrderPayments {
  /**
   * Takes every line's quantity out of its tool's stock and records the order, atomically:
   * all lines or none. Refused when a line's tool is gone or the line no longer holds
   * (lineStillHolds), or when with it the customer's unpaid orders that have not lapsed by
   * `now` would pass `limits` (checkUnpaidLimits; concurrent requests of one customer cannot
   * slip past it). Its timeline starts with "created" by its customer. An order of a
   * company's member is the company's (`companyId`, read with the insert), for good.
   */
  place(order: NewOrder, limits: PlaceLimits): Promise<PlaceResult>;
  /**
   * place(), once per Idempotency-Key of the customer: when the key placed an order before
   * (or while this one waited for it), that order as it is now, or, if it was placed for
   * another request, a refusal; the key is stored with the order, in its transaction.
   */
  placeOnce(
    order: NewOrder,
    limits: PlaceLimits,
    idempotency: OrderIdempotency,
  ): Promise<PlaceResult | KeyReused>;
  /** The order `email` placed with Idempotency-Key `key`, while it exists. */
  findByIdempotencyKey(email: string, key: string): Promise<KeyedOrder | undefined>;
  findById(id: string): Promise<Order | undefined>;
  /**
   * Marks a paid order shipped, with its timeline entry and audit entry by the admin `actor`;
   * returns how many orders changed (0 or 1).
   */
  markShipped(id: string, actor: Actor): Promise<number>;
  /**
   * Deletes an unpaid order and gives its lines' quantities back to stock (0 or 1), with its
   * timeline entry (and an audit entry when an admin cancelled it).
   */
  removeUnpaid(id: string, removal: OrderRemoval): Promise<number>;
  /** Notes on the order's timeline that its customer began paying (once per order). */
  notePaymentStarted(id: string, actor: Actor): Promise<void>;
  /** Unpaid orders that lapsed by `now`, oldest first, at most `limit` of them. */
  listLapsed(now: Date, limit: number): Promise<Order[]>;
}
