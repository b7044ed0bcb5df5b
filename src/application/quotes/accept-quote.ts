// `POST /quotes/{id}/accept` (its sender only): the quoted lines become one unpaid order at
// the agreed unit prices, their stock reserved as any order's is, and the quote is marked
// accepted in the same transaction, so a second accept finds it accepted.
import type { QuoteAcceptance } from '../../domain/quote-acceptance';
import { unpaidOrderExpiry } from '../../domain/order-deadline';
import { priceFor } from '../../domain/buyer-price';
import { checkLinesTotal, lineOf, type OrderLine } from '../../domain/order-line';
import type { Order } from '../../domain/order';
import { checkQuoteAction, quoteReference, type StoredQuote } from '../../domain/quote';
import { checkQuantity } from '../../domain/quantity';
import { fail, ok, type Result } from '../../domain/result';
import { DEFAULT_UNPAID_LIMITS, type UnpaidLimits } from '../../domain/unpaid-limits';
import { unpaidLimitRefusal, type Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { QuoteDeps } from './quote-deps';
import { quoteForViewer, whyQuoteUnchanged } from './quote-for-viewer';

export type AcceptQuoteDeps = QuoteDeps & {
  readonly unpaidOrderTtlMinutes: number;
  /** What one customer may hold unpaid; DEFAULT_UNPAID_LIMITS when not set. */
  readonly unpaidLimits?: UnpaidLimits | undefined;
  /** The address a client is given for a stored image (the API's own, absolute). */
  readonly shownImage: (stored: string) => string;
};

export async function acceptQuote(
  deps: AcceptQuoteDeps,
  viewer: Viewer,
  id: unknown,
  delivery: QuoteAcceptance,
): Promise<Result<Order, Refusal>> {
  // Only its sender: an admin accepting for a customer would spend their money.
  const found = await quoteForViewer(deps.quotes, viewer, id, { admins: false });
  if (!found.ok) return found;
  const quote = found.value;
  const allowed = checkQuoteAction(quote, 'accept', deps.now);
  if (!allowed.ok) return fail({ code: 'lifecycle', message: allowed.message });
  const lines = await agreedLines(deps, quote);
  if (!lines.ok) return lines;
  const total = checkLinesTotal(lines.value);
  if (!total.ok) return fail({ code: 'invalid', message: total.message });
  const accepted = await deps.quotes.accept(
    quote._id,
    {
      lines: lines.value,
      name: quote.name,
      email: viewer.email,
      address: delivery.address,
      phone: delivery.phone,
      expiresAt: new Date(unpaidOrderExpiry(deps.now, deps.unpaidOrderTtlMinutes)),
      agreedPrices: true,
    },
    { ...(deps.unpaidLimits ?? DEFAULT_UNPAID_LIMITS), now: deps.now },
  );
  if (accepted.accepted) {
    return ok({ ...accepted.order, toolImg: deps.shownImage(accepted.order.toolImg) });
  }
  if (accepted.reason === 'unpaid-limit') return fail(unpaidLimitRefusal(accepted.exceeded));
  if (accepted.reason === 'quote-changed') {
    return fail(await whyQuoteUnchanged(deps.quotes, quote._id, 'accept', deps.now));
  }
  // A line's stock ran out between the check and the reservation: say which.
  const refused = await agreedLines(deps, quote);
  return refused.ok ? fail({ code: 'tool-changed' }) : refused;
}

/** The quote's lines at their agreed prices, while each tool exists and its quantity fits. */
async function agreedLines(
  deps: Pick<QuoteDeps, 'tools'>,
  quote: StoredQuote,
): Promise<Result<OrderLine[], Refusal>> {
  const lines: OrderLine[] = [];
  for (const line of quote.lines) {
    const tool = await deps.tools.findById(line.toolId);
    if (!tool) return fail({ code: 'quote-tool-unavailable', toolName: line.toolName });
    // The one quantity rule, as placing an order checks it: a backordered tool's missing
    // units wait for its restock date (the store reserves them as it does any order's).
    const quantity = checkQuantity(tool, line.qty);
    if (!quantity.ok) return fail({ code: 'quantity-no-longer-fits', message: quantity.message });
    // The one pricing rule: the agreed price wins, reckoned in cents like any other line.
    const quoted = { unitPrice: line.unitPrice ?? 0, quoteNumber: quoteReference(quote) };
    const priced = priceFor({ tool, qty: line.qty, quote: quoted });
    if (!priced.ok) return fail({ code: 'invalid', message: priced.message });
    lines.push(lineOf(tool, line.qty, priced));
  }
  return ok(lines);
}
