// The cart as the API answers it, checked by the browser before use. Apart from cart.ts so
// that only the lazily loaded cart calls carry it. Its lists read-only, as the domain's Cart.
import * as v from 'valibot';
import { ContractPriceSchema } from './contract-prices';

const readList = <const S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.readonly());

export const CartLineSchema = v.object({
  toolId: v.string(),
  qty: v.number(),
  toolName: v.string(),
  toolImg: v.string(),
  /** The tool's part number, shown beside its name (absent from an answer of an older API). */
  partNumber: v.optional(v.string()),
  unitPrice: v.number(),
  minQty: v.number(),
  availableQty: v.number(),
  /** The tool's expected restock date while it takes backorders: units past the stock wait. */
  backorderUntil: v.optional(v.string()),
  total: v.number(),
  /** The tool's price list (base price and breaks), so a new quantity is priced at once. */
  basePrice: v.number(),
  tiers: readList(v.object({ fromQty: v.number(), price: v.number() })),
  /** Which price applies and why (buyer-price.ts): "Contract price for Acme … until 31 Dec 2026". */
  priceSource: v.picklist(['base', 'store-tier', 'contract', 'quote']),
  priceReason: v.string(),
  /** The buyer's contract price of this tool while their company's list is in force. */
  contract: v.optional(
    v.object({
      companyId: v.string(),
      companyName: v.string(),
      validFrom: v.string(),
      validUntil: v.string(),
      price: ContractPriceSchema,
    }),
  ),
  /** Why this line cannot be checked out as it is (the spec's quantity sentences). */
  problem: v.optional(v.string()),
  /** A cheaper tier this line could reach, while the stock allows it. */
  nextTier: v.optional(v.object({ addQty: v.number(), unitPrice: v.number() })),
});

export const CartSchema = v.object({
  lines: readList(CartLineSchema),
  /** The sum of the lines that can be ordered. */
  total: v.number(),
});

export const ReorderedSchema = v.object({
  cart: CartSchema,
  added: readList(v.object({ toolName: v.string(), qty: v.number() })),
  notAdded: readList(v.object({ toolName: v.string(), reason: v.string() })),
});
