// Placing an order of one or more lines, for `POST /order` (one tool) and `POST /checkout`
// (the cart): every price from the tool as the server has it, every quantity checked by the
// domain, all the stock reserved at once or none of it, no more held unpaid per customer
// than the unpaid limits allow, and a deadline to pay by.
import type { Order } from '../../domain/order';
import { unpaidOrderExpiry } from '../../domain/order-deadline';
import type { RequestedLine } from '../../domain/checkout-input';
import { checkLinesTotal, priceOrderLine, type OrderLine } from '../../domain/order-line';
import { checkQuantity } from '../../domain/quantity';
import { priceFor, type PriceTerms } from '../../domain/buyer-price';
import { fail, ok, type Result } from '../../domain/result';
import { DEFAULT_UNPAID_LIMITS, type UnpaidLimits } from '../../domain/unpaid-limits';
import { rememberDeliveryAddress, type AddressDeps } from '../addresses/delivery-addresses';
import { priceTermsOf, type PricingDeps } from '../pricing/price-terms';
import { unpaidLimitRefusal, type Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { requestFingerprint } from '../../domain/idempotency-key';
import type { KeyReused, PlaceResult } from '../ports/order-store.port';
import type { OrderDeps } from './order-deps';
import { replayOf } from './order-idempotency';

/** How many unpaid orders one customer may hold at once. */
export const MAX_UNPAID_ORDERS = DEFAULT_UNPAID_LIMITS.maxUnpaid;

export type PlaceLinesDeps = Pick<OrderDeps, 'orders' | 'tools' | 'now'> &
  AddressDeps &
  PricingDeps & {
    unpaidOrderTtlMinutes: number;
    /** What one customer may hold unpaid; DEFAULT_UNPAID_LIMITS when not set. */
    unpaidLimits?: UnpaidLimits | undefined;
  };

export interface DeliveryDetails {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  /** Chosen from the company's list: the company's, not one for the buyer's own book. */
  readonly companyAddress?: true;
}

/** How a refusal names a line's tool: a one-tool order keeps the spec call's sentences. */
type LineRefusals = 'single' | 'cart';

const gone = (kind: LineRefusals): Refusal =>
  kind === 'single' ? { code: 'tool-unavailable' } : { code: 'line-tool-unavailable' };

async function priceLines(
  deps: Pick<OrderDeps, 'tools'>,
  requested: readonly RequestedLine[],
  kind: LineRefusals,
  terms: PriceTerms,
): Promise<Result<OrderLine[], Refusal>> {
  const tools = await Promise.all(requested.map((line) => deps.tools.findById(line.toolId)));
  const lines: OrderLine[] = [];
  for (const [index, { qty }] of requested.entries()) {
    const tool = tools[index];
    if (!tool) return fail(gone(kind));
    const priced = priceOrderLine(tool, qty, terms);
    if (!priced.ok) return fail({ code: 'invalid', message: priced.message });
    lines.push(priced.line);
  }
  return ok(lines);
}

/**
 * `idempotencyKey`: the caller's Idempotency-Key; a key this customer's order was placed
 * with answers that order, whatever the stock and prices are now.
 */
export async function placeLines(
  deps: PlaceLinesDeps,
  viewer: Viewer,
  requested: readonly RequestedLine[],
  delivery: DeliveryDetails,
  kind: LineRefusals,
  idempotencyKey?: string,
): Promise<Result<Order, Refusal>> {
  const idempotency =
    idempotencyKey === undefined
      ? undefined
      : { key: idempotencyKey, request: requestFingerprint({ requested, delivery }) };
  if (idempotency) {
    // Before pricing: the order placed the first time may have taken the last units.
    const earlier = await deps.orders.findByIdempotencyKey(viewer.email, idempotency.key);
    if (earlier) return answerOf(replayOf(earlier, idempotency));
  }
  // Priced as the buyer was shown: their company's contract prices while in force.
  const terms = await priceTermsOf(deps, viewer.email, deps.now);
  const lines = await priceLines(deps, requested, kind, terms);
  if (!lines.ok) return lines;
  const total = checkLinesTotal(lines.value);
  if (!total.ok) return fail({ code: 'invalid', message: total.message });
  const order = {
    lines: lines.value,
    name: delivery.name,
    // The order belongs to whoever is signed in, whatever the body says.
    email: viewer.email,
    address: delivery.address,
    phone: delivery.phone,
    expiresAt: new Date(unpaidOrderExpiry(deps.now, deps.unpaidOrderTtlMinutes)),
    terms,
  };
  const limits = { ...(deps.unpaidLimits ?? DEFAULT_UNPAID_LIMITS), now: deps.now };
  const placed = idempotency
    ? await deps.orders.placeOnce(order, limits, idempotency)
    : await deps.orders.place(order, limits);
  if (placed.placed) {
    // The order stands whatever happens here: a lost address only means typing it again.
    if (!delivery.companyAddress) {
      await rememberDeliveryAddress(deps, viewer, delivery).catch(() => undefined);
    }
    return ok(placed.order);
  }
  if (placed.reason === 'idempotency-key-reused') return fail({ code: placed.reason });
  if (placed.reason === 'unpaid-limit') return fail(unpaidLimitRefusal(placed.exceeded));
  const line = lines.value.find((l) => l.toolId === placed.toolId);
  return fail(line ? await whyNotPlaced(deps, line, kind, terms) : { code: 'tool-changed' });
}

function answerOf(replayed: PlaceResult | KeyReused): Result<Order, Refusal> {
  return replayed.placed ? ok(replayed.order) : fail({ code: 'idempotency-key-reused' });
}

/** The atomic reservation found no room for `line`: say why, from its tool as it is now. */
async function whyNotPlaced(
  deps: Pick<OrderDeps, 'tools'>,
  line: OrderLine,
  kind: LineRefusals,
  terms: PriceTerms,
): Promise<Refusal> {
  const tool = await deps.tools.findById(line.toolId);
  if (!tool) return gone(kind);
  const quantity = checkQuantity(tool, line.qty);
  if (!quantity.ok) return { code: 'quantity-no-longer-fits', message: quantity.message };
  const now = priceFor({ tool, qty: line.qty, terms });
  if (!now.ok || now.unitPrice !== line.unitPrice) {
    return kind === 'single'
      ? { code: 'price-changed' }
      : { code: 'line-price-changed', toolName: tool.name };
  }
  return { code: 'tool-changed' };
}
