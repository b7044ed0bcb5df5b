// Reordering a past order: its lines go back into the cart, each fitted to its tool as it
// is today; what cannot be added is listed with the reason.
import { CART_FULL, fitQuantity, MAX_CART_LINES, type StoredCartLine } from './cart';
import type { QuantityLimits } from './quantity';

export const NO_LONGER_SOLD = 'no longer sold';
export const OUT_OF_STOCK = 'out of stock';
export const ALREADY_AT_STOCK = 'your cart already holds all we have';

export interface NotAdded {
  readonly toolName: string;
  readonly reason: string;
}

export interface ReorderPlan {
  /** The cart's lines to set: the order's tool with its new quantity in the cart. */
  readonly set: readonly StoredCartLine[];
  /** How many units of each tool the cart gains: what the customer is told was added. */
  readonly added: readonly StoredCartLine[];
  readonly notAdded: readonly NotAdded[];
}

/**
 * Each of the order's lines added to what the cart holds, raised to today's minimum and
 * lowered to today's stock; a deleted tool, one below its minimum in stock, or one that no
 * longer fits a full cart is listed instead.
 */
export function planReorder(
  orderLines: readonly {
    readonly toolId: string;
    readonly toolName: string;
    readonly qty: number;
  }[],
  cart: readonly StoredCartLine[],
  toolOf: (id: string) => QuantityLimits | undefined,
): ReorderPlan {
  const inCart = new Map(cart.map((line) => [line.toolId, line.qty]));
  const set: StoredCartLine[] = [];
  const added: StoredCartLine[] = [];
  const notAdded: NotAdded[] = [];
  for (const line of orderLines) {
    const tool = toolOf(line.toolId);
    if (!tool) {
      notAdded.push({ toolName: line.toolName, reason: NO_LONGER_SOLD });
      continue;
    }
    const had = inCart.get(line.toolId);
    const qty = fitQuantity(tool, (had ?? 0) + line.qty);
    if (qty === undefined) {
      notAdded.push({ toolName: tool.name, reason: OUT_OF_STOCK });
    } else if (had === undefined && inCart.size >= MAX_CART_LINES) {
      notAdded.push({ toolName: tool.name, reason: CART_FULL });
    } else if (qty <= (had ?? 0)) {
      notAdded.push({ toolName: tool.name, reason: ALREADY_AT_STOCK });
    } else {
      inCart.set(line.toolId, qty);
      set.push({ toolId: line.toolId, qty });
      added.push({ toolId: line.toolId, qty: qty - (had ?? 0) });
    }
  }
  return { set, added, notAdded };
}
