// An order line's shape, apart from its pricing rules (order-line.ts): every order the
// browser reads is checked against it, so it stays in the home page's first load while the
// price tiers do not.
import * as v from 'valibot';

export const OrderLineSchema = v.object({
  toolId: v.string(),
  toolName: v.string(),
  toolImg: v.string(),
  /**
   * The tool's part number when the line was ordered (issue 27); absent only on lines older
   * than part numbers whose tool was gone by then.
   */
  partNumber: v.optional(v.string()),
  qty: v.number(),
  unitPrice: v.number(),
  /** unitPrice × qty. */
  total: v.number(),
  /**
   * Why the unit price is not the list price, as the buyer was shown it ("Contract price for
   * Acme Painting until 31 Dec 2026", "Price agreed on quote Q-1A2B3C4D"); absent: list price.
   */
  priceReason: v.optional(v.string()),
  /** Units still waiting for stock (backorder.ts); absent: every unit is ready to ship. */
  backordered: v.optional(v.number()),
  /** While units wait: the restock date the customer was told (YYYY-MM-DD). */
  restockDate: v.optional(v.string()),
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;
