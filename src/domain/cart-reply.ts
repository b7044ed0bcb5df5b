// The cart as the API answers it, checked by the browser before use. Apart from cart.ts so
// that only the lazily loaded cart calls carry it.
import * as v from 'valibot';

export const CartLineSchema = v.object({
  toolId: v.string(),
  qty: v.number(),
  toolName: v.string(),
  toolImg: v.string(),
  unitPrice: v.number(),
  minQty: v.number(),
  availableQty: v.number(),
  total: v.number(),
  basePrice: v.number(),
  tiers: v.array(v.object({ fromQty: v.number(), price: v.number() })),
  problem: v.optional(v.string()),
  nextTier: v.optional(v.object({ addQty: v.number(), unitPrice: v.number() })),
});

export const CartSchema = v.object({ lines: v.array(CartLineSchema), total: v.number() });

export const ReorderedSchema = v.object({
  cart: CartSchema,
  added: v.array(v.object({ toolName: v.string(), qty: v.number() })),
  notAdded: v.array(v.object({ toolName: v.string(), reason: v.string() })),
});
