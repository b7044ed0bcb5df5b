// The lines of an order: one tool each, in a quantity, at the unit price the server set.
// A spec order (`POST /order`) has one line; a checkout of the cart has up to
// MAX_ORDER_LINES (what the browser may ask for is in checkout-input.ts). The order's spec
// fields summarise its lines (orderSummary).
import type { OrderLine } from './order-line-schema';
import { MAX_ORDER_TOTAL, ORDER_TOO_LARGE } from './money';
import { priceFor, type PriceTerms, type UnitPriceDecision } from './buyer-price';
import { sumAmounts, type TieredTool } from './price-tiers';
import { checkQuantity, type QuantityLimits } from './quantity';

export type { OrderLine } from './order-line-schema';

/** How many tools one order may hold: a trade order, not a warehouse transfer. */
export const MAX_ORDER_LINES = 50;

/** What the server needs of a tool to price a line of it. */
export interface PricedTool extends QuantityLimits, TieredTool {
  readonly _id: string;
  readonly img: string;
  /** Kept on the line: the part number it was ordered under, whatever the tool's becomes. */
  readonly partNumber?: string | undefined;
}

export type LineCheck =
  | { readonly ok: true; readonly line: OrderLine }
  | { readonly ok: false; readonly message: string };

/**
 * One line priced from its tool: the quantity within the tool's rules (the spec's
 * sentences), the unit price buyer-price.ts decides for this buyer (the store's tier, or the
 * company's contract price), the total within the largest one an order may carry.
 */
export function priceOrderLine(tool: PricedTool, qty: unknown, terms?: PriceTerms): LineCheck {
  const quantity = checkQuantity(tool, qty);
  if (!quantity.ok) return quantity;
  const priced = priceFor({ tool, qty: quantity.qty, terms });
  if (!priced.ok) return priced;
  return { ok: true, line: lineOf(tool, quantity.qty, priced) };
}

/** The part number a line keeps, when its tool has one. */
export const partNumberOf = (tool: { readonly partNumber?: string | undefined }) =>
  tool.partNumber === undefined ? {} : { partNumber: tool.partNumber };

/** The line of `qty` of the tool at the price priceFor decided, and why when it says more. */
export function lineOf(
  tool: Pick<PricedTool, '_id' | 'name' | 'img' | 'partNumber'>,
  qty: number,
  priced: Pick<UnitPriceDecision, 'unitPrice' | 'source' | 'reason'> & { total: number },
): OrderLine {
  return {
    toolId: tool._id,
    toolName: tool.name,
    toolImg: tool.img,
    ...partNumberOf(tool),
    qty,
    unitPrice: priced.unitPrice,
    total: priced.total,
    // The store's own prices explain themselves on its pages; an agreed one is kept.
    ...(priced.source === 'contract' || priced.source === 'quote'
      ? { priceReason: priced.reason }
      : {}),
  };
}

/**
 * Whether a line priced earlier still holds for the tool as it is now (read under a lock
 * before its stock is taken): the same total at its quantity's tier price (so the same unit
 * price), and the quantity still fits.
 */
export function lineStillHolds(
  tool: PricedTool,
  line: Pick<OrderLine, 'qty' | 'total'>,
  terms?: PriceTerms,
): boolean {
  const now = priceOrderLine(tool, line.qty, terms);
  return now.ok && now.line.total === line.total;
}

export type LinesTotalCheck =
  { readonly ok: true; readonly total: number } | { readonly ok: false; readonly message: string };

/** The order's total: the sum of its lines, refused above the largest total. */
export function checkLinesTotal(lines: readonly Pick<OrderLine, 'total'>[]): LinesTotalCheck {
  const total = sumAmounts(lines.map((line) => line.total));
  return total > MAX_ORDER_TOTAL ? { ok: false, message: ORDER_TOO_LARGE } : { ok: true, total };
}

/** "Brush", "Brush and Roller", "Brush, Roller and Sprayer": an order's tools in one name. */
export function orderToolNames(lines: readonly Pick<OrderLine, 'toolName'>[]): string {
  const names = lines.map((line) => line.toolName);
  const last = names.pop();
  if (last === undefined) return '';
  return names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}

/**
 * The spec's one-tool fields of an order, from its lines: the first line's tool and image,
 * every tool's name, the quantities' sum and the order's total (`toolPrice` has always
 * been the amount to pay). A one-line order answers exactly as before lines existed.
 */
export function orderSummary(lines: readonly OrderLine[]) {
  const first = lines[0];
  if (first === undefined) throw new RangeError('An order has at least one line');
  return {
    toolId: first.toolId,
    toolName: orderToolNames(lines),
    toolImg: first.toolImg,
    toolQty: lines.reduce((sum, line) => sum + line.qty, 0),
    toolPrice: sumAmounts(lines.map((line) => line.total)),
  };
}
