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
  partNumber: v.optional(v.string()),
  unitPrice: v.number(),
  minQty: v.number(),
  availableQty: v.number(),
  backorderUntil: v.optional(v.string()),
  total: v.number(),
  basePrice: v.number(),
  tiers: readList(v.object({ fromQty: v.number(), price: v.number() })),
  priceSource: v.picklist(['base', 'store-tier', 'contract', 'quote']),
  priceReason: v.string(),
  contract: v.optional(
    v.object({
      companyId: v.string(),
      companyName: v.string(),
      validFrom: v.string(),
      validUntil: v.string(),
      price: ContractPriceSchema,
    }),
  ),
  problem: v.optional(v.string()),
  nextTier: v.optional(v.object({ addQty: v.number(), unitPrice: v.number() })),
});

export const CartSchema = v.object({ lines: readList(CartLineSchema), total: v.number() });

export const ReorderedSchema = v.object({
  cart: CartSchema,
  added: readList(v.object({ toolName: v.string(), qty: v.number() })),
  notAdded: readList(v.object({ toolName: v.string(), reason: v.string() })),
});
