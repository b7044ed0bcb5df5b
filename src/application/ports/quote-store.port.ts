// The quotes as the use cases see them: the SQL repository on the server, a Map in the
// in-memory API. Every change here is atomic on its own and happens only from the states
// the lifecycle allows, so two admins or two tabs cannot both win.
import type { Order } from '../../domain/order';
import type { Page } from '../../domain/page';
import type { QuotePageQuery } from '../../domain/quote-list';
import type { Quote, QuoteLine, StoredQuote } from '../../domain/quote';
import type { UnpaidLimitExceeded } from '../../domain/unpaid-limits';
import type { NewOrder, PlaceLimits } from './order-store.port';

export interface NewQuote extends Readonly<Pick<Quote, 'name' | 'message'>> {
  /** Where it is answered. */
  readonly email: string;
  /** The signed-in sender's account, which it belongs to; none when sent anonymously. */
  readonly account?: string | undefined;
  readonly company?: string | undefined;
  /** Unpriced: the tool as it was when asked for, and the quantity. */
  readonly lines: readonly QuoteLine[];
  readonly createdAt: Date;
}

export type AcceptResult =
  | { readonly accepted: true; readonly order: Order }
  /** The quote was accepted, declined, re-priced or lapsed meanwhile: nothing changed. */
  | { readonly accepted: false; readonly reason: 'quote-changed' }
  /** As OrderStore.place refuses: a line's stock, or the unpaid orders' limit. */
  | { readonly accepted: false; readonly reason: 'tool'; readonly toolId: string }
  | {
      readonly accepted: false;
      readonly reason: 'unpaid-limit';
      readonly exceeded: UnpaidLimitExceeded;
    };

export interface QuoteStore {
  add(quote: NewQuote): Promise<StoredQuote>;
  findById(id: string): Promise<StoredQuote | undefined>;
  /** Every quote, newest first. */
  listAll(): Promise<StoredQuote[]>;
  /**
   * One page of the quotes, newest first: those whose status as it stands at `now` is the
   * query's, and whose sender, reference or tools contain its search (quoteSearchFields).
   */
  findPage(query: QuotePageQuery, now: Date): Promise<Page<StoredQuote>>;
  /** The quotes that belong to the account of `email`, newest first. */
  listByAccount(email: string): Promise<StoredQuote[]>;
  /**
   * Sets the lines' prices and the expiry while the quote is new or quoted (expired too);
   * answers the quote as priced, or undefined when it was accepted or declined meanwhile.
   */
  setPrices(
    id: string,
    lines: readonly QuoteLine[],
    expiresAt: Date,
  ): Promise<StoredQuote | undefined>;
  /** Declines a quote that is new or quoted; returns how many changed (0 or 1). */
  decline(id: string): Promise<number>;
  /**
   * In one transaction: the quote must still be quoted and unexpired at `limits.now`; the
   * order is placed as OrderStore.place places it (stock reserved, all lines or none, the
   * unpaid limits), and the quote is marked accepted with the order's id. All or nothing.
   */
  accept(id: string, order: NewOrder, limits: PlaceLimits): Promise<AcceptResult>;
}
