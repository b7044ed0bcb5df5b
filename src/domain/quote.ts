// A quote: a request for tools in quantities that an admin prices line by line, with a date
// it holds until; its sender accepts it (it becomes an unpaid order at those prices) or
// either side declines it. The lifecycle is pure, asked by the server, the in-memory API
// and the quote pages alike:
//
//   new ──price──► quoted ──accept──► accepted (an order exists)
//    │               │  └── (its expiry passes) ──► expired ──price again──► quoted
//    └──decline──────┴──decline──► declined
//
// "expired" is never stored: a quoted quote whose expiry has passed reads as expired, so no
// job has to run for it.
import * as v from 'valibot';
import { sumAmounts } from './price-tiers';

import { QUOTE_STATUSES, type QuoteStatus, type StoredQuoteStatus } from './quote-status';

export {
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  quoteReference,
  STORED_QUOTE_STATUSES,
  type QuoteStatus,
  type StoredQuoteStatus,
} from './quote-status';

export const QuoteLineSchema = v.object({
  toolId: v.string(),
  toolName: v.string(),
  toolImg: v.string(),
  /**
   * The tool's part number as the catalogue has it now (issue 27), read with the quote;
   * absent once the tool is gone from the catalogue.
   */
  partNumber: v.optional(v.string()),
  qty: v.number(),
  /** Set when the quote is priced: the agreed price of one unit. */
  unitPrice: v.optional(v.number()),
  /** unitPrice × qty, when priced. */
  total: v.optional(v.number()),
  /**
   * In the admin's lists: what one unit of the tool costs today at this quantity (its base
   * or tier price), beside which the admin sets the quote's price. Absent once the tool is
   * gone from the catalogue.
   */
  listPrice: v.optional(v.number()),
});
export type QuoteLine = v.InferOutput<typeof QuoteLineSchema>;

export const QuoteSchema = v.object({
  _id: v.string(),
  /** When it was asked for (ISO 8601, UTC). */
  createdAt: v.string(),
  name: v.string(),
  email: v.string(),
  company: v.optional(v.string()),
  message: v.string(),
  lines: v.array(QuoteLineSchema),
  /** As it stands when it was read: a quoted quote past its expiry reads "expired". */
  status: v.picklist(QUOTE_STATUSES),
  /** When priced: the moment the price stops holding (ISO 8601, UTC). */
  expiresAt: v.optional(v.string()),
  /** When priced: the sum of its lines. */
  total: v.optional(v.number()),
  /** When accepted: the order it became. */
  orderId: v.optional(v.string()),
});
export type Quote = v.InferOutput<typeof QuoteSchema>;

/** A quote as the stores keep it: the stored status, the expiry as a moment. */
export interface StoredQuote extends Omit<Quote, 'status' | 'expiresAt' | 'total'> {
  readonly status: StoredQuoteStatus;
  readonly expiresAt?: string;
  /**
   * The account it belongs to (shown in its My Quotes, accepted and declined from there):
   * the signed-in sender's. A quote sent without signing in belongs to no account, since
   * anyone may type any e-mail: it is answered at `email` only.
   */
  readonly account?: string;
}

/** What the lifecycle reads of a quote: stored, or as answered (already "expired"). */
export type QuoteState = Readonly<Pick<Quote, 'status' | 'expiresAt'>>;

/** The status a person sees at `now`: quoted and past its expiry reads as expired. */
export function quoteStatusAt(quote: QuoteState, now: Date): QuoteStatus {
  if (quote.status !== 'quoted') return quote.status;
  // Stryker disable next-line ConditionalExpression: Date.parse(undefined) is NaN as well
  const expiry = quote.expiresAt === undefined ? Number.NaN : Date.parse(quote.expiresAt);
  return Number.isNaN(expiry) || expiry <= now.getTime() ? 'expired' : 'quoted';
}

/** The quote as the API answers it at `now`: its status as it stands and its total. */
export function presentQuote({ account: _owner, ...quote }: StoredQuote, now: Date): Quote {
  const answered: Quote = { ...quote, status: quoteStatusAt(quote, now) };
  const prices = quote.lines.map((line) => line.total);
  if (quote.status !== 'new' && prices.every((total) => total !== undefined)) {
    answered.total = sumAmounts(prices.map((total) => total ?? 0));
  }
  return answered;
}

export const QUOTE_ALREADY_ACCEPTED = 'This quote has already been accepted.';
export const QUOTE_DECLINED = 'This quote has been declined.';
export const QUOTE_NOT_PRICED = 'This quote has not been priced yet.';
export const QUOTE_EXPIRED =
  'This quote has expired, so it can no longer be accepted. Ask us to price it again.';

export type QuoteAction = 'price' | 'accept' | 'decline';

export type QuoteCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

const refuse = (message: string): QuoteCheck => ({ ok: false, message });
const allowed: QuoteCheck = { ok: true };

/** Whether `action` may happen to the quote at `now`, or the sentence that says why not. */
export function checkQuoteAction(quote: QuoteState, action: QuoteAction, now: Date): QuoteCheck {
  const status = quoteStatusAt(quote, now);
  if (status === 'accepted') return refuse(QUOTE_ALREADY_ACCEPTED);
  if (status === 'declined') return refuse(QUOTE_DECLINED);
  if (action !== 'accept') return allowed;
  if (status === 'new') return refuse(QUOTE_NOT_PRICED);
  return status === 'expired' ? refuse(QUOTE_EXPIRED) : allowed;
}

/** The buttons a quote page offers for a quote at `now` (price is the admin's). */
export const allowedQuoteActions = (quote: QuoteState, now: Date): readonly QuoteAction[] =>
  (['price', 'accept', 'decline'] as const).filter(
    (action) => checkQuoteAction(quote, action, now).ok,
  );
