// Tool: a product of the catalogue (spec section 3), as the API answers it.
import * as v from 'valibot';

export const ToolSchema = v.object({
  _id: v.string(),
  name: v.string(),
  img: v.string(),
  description: v.string(),
  minQty: v.number(),
  availableQty: v.number(),
  price: v.number(),
  /**
   * Quantity price breaks above the base price, `[{ fromQty, price }]` (price-tiers.ts holds
   * their rules, kept off the home page's first load). Absent from tools made before tiers.
   */
  tiers: v.optional(v.array(v.object({ fromQty: v.number(), price: v.number() }))),
  /** At or below this stock the tool is low (tool-edit.ts); 0 or absent: no alert. */
  lowStockThreshold: v.optional(v.number()),
  /** The tool's part number (part-number.ts); every stored tool has one. */
  partNumber: v.optional(v.string()),
  /** Ordered in multiples of this many (quantity.ts); absent: any quantity. */
  packSize: v.optional(v.number()),
  /** At most this many in one order (quantity.ts); absent or 0: no limit but the stock. */
  maxPerOrder: v.optional(v.number()),
  /** Backorders allowed, stock expected on this day (YYYY-MM-DD, backorder.ts); absent: none. */
  backorderUntil: v.optional(v.string()),
});
export type Tool = v.InferOutput<typeof ToolSchema>;
