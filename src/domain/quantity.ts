// The order-quantity rules of spec section 5, with its exact messages ("atleast" included),
// and the tool's own pack size and maximum per order (issue 27): the one rule every form,
// cart, checkout, order, quote, reorder and quick order checks a quantity with.
import { LARGEST_WHOLE_NUMBER, parseWholeNumber } from './whole-number';

export interface QuantityLimits {
  readonly name: string;
  readonly minQty: number;
  readonly availableQty: number;
  /** Sold in packs of this many: a quantity must be a multiple of it. Absent or 1: any. */
  readonly packSize?: number;
  /** At most this many in one order. Absent or 0: only the stock limits it. */
  readonly maxPerOrder?: number;
  /** Backorders allowed until this restock date (backorder.ts): the stock limits nothing. */
  readonly backorderUntil?: string | undefined;
}

export type QuantityCheck =
  { readonly ok: true; readonly qty: number } | { readonly ok: false; readonly message: string };

export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number';

const packOf = (tool: QuantityLimits): number => Math.max(1, tool.packSize ?? 1);
const perOrderOf = (tool: QuantityLimits): number | undefined =>
  tool.maxPerOrder !== undefined && tool.maxPerOrder > 0 ? tool.maxPerOrder : undefined;

/**
 * The smallest and largest quantity one order of the tool may hold: the minimum raised to a
 * whole pack, the stock and the maximum per order lowered to one. Lowest > highest: none.
 */
export function orderableRange(tool: QuantityLimits): {
  readonly lowest: number;
  readonly highest: number;
} {
  const pack = packOf(tool);
  // Without a stock limit, the largest quantity a request takes: the cart's store checks a
  // sum against it as a 32-bit integer.
  const stock = tool.backorderUntil === undefined ? tool.availableQty : LARGEST_WHOLE_NUMBER;
  const cap = Math.min(stock, perOrderOf(tool) ?? LARGEST_WHOLE_NUMBER);
  return {
    lowest: Math.ceil(Math.max(1, tool.minQty) / pack) * pack,
    highest: Math.floor(cap / pack) * pack,
  };
}

/** The order form starts at the smallest quantity the tool may be ordered in. */
export const initialQuantity = (tool: QuantityLimits): number => orderableRange(tool).lowest;

export const belowMinimumMessage = (tool: QuantityLimits): string =>
  `you need to order atleast ${tool.minQty} ${tool.name}`;

export const aboveAvailableMessage = (tool: QuantityLimits): string =>
  `you can't order more than ${tool.availableQty} ${tool.name}`;

export const notWholePacksMessage = (tool: QuantityLimits): string =>
  `${tool.name} comes in packs of ${packOf(tool)}: order a multiple of ${packOf(tool)}`;

export const abovePerOrderMessage = (tool: QuantityLimits): string =>
  `you can't order more than ${tool.maxPerOrder ?? 0} ${tool.name} in one order`;

/** Checks a quantity as typed (text) or sent (number) against a tool's limits. */
export function checkQuantity(tool: QuantityLimits, raw: unknown): QuantityCheck {
  if (typeof raw === 'string' && raw.trim() === '') {
    return { ok: false, message: belowMinimumMessage(tool) };
  }
  const qty = parseWholeNumber(raw);
  if (qty === undefined) return { ok: false, message: QUANTITY_NOT_WHOLE };
  if (qty < tool.minQty) return { ok: false, message: belowMinimumMessage(tool) };
  if (qty % packOf(tool) !== 0) return { ok: false, message: notWholePacksMessage(tool) };
  const perOrder = perOrderOf(tool);
  if (perOrder !== undefined && qty > perOrder) {
    return { ok: false, message: abovePerOrderMessage(tool) };
  }
  if (qty > tool.availableQty && tool.backorderUntil === undefined)
    return { ok: false, message: aboveAvailableMessage(tool) };
  return { ok: true, qty };
}

/**
 * The quantity a cart can hold when `wanted` are asked for by a merge or a reorder: raised
 * to the smallest orderable quantity, rounded up to a whole pack, lowered to the largest;
 * undefined when nothing can be ordered.
 */
export function fitQuantity(tool: QuantityLimits, wanted: number): number | undefined {
  const { lowest, highest } = orderableRange(tool);
  if (lowest > highest || highest < 1) return undefined;
  const pack = packOf(tool);
  return Math.min(Math.max(Math.ceil(wanted / pack) * pack, lowest), highest);
}

/**
 * A quantity asked for in a quote: the same rule (minimum, whole packs, maximum per order),
 * but the stock limits nothing yet: a quote may ask for more than is on the shelf today, and
 * its acceptance checks the stock then.
 */
export const checkQuotedQuantity = (tool: QuantityLimits, raw: unknown): QuantityCheck =>
  checkQuantity({ ...tool, availableQty: Number.MAX_SAFE_INTEGER }, raw);
