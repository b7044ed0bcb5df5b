// Tool: a product of the catalogue (spec section 3), and the admin's add-tool input.
import * as v from 'valibot';
import { requiredText, strictObjectMessage, wholeNumber } from './fields';

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
});
export type Tool = v.InferOutput<typeof ToolSchema>;

/** An image address: a web URL or a path on this site (demo images are served locally). */
const ImageUrlSchema = v.pipe(
  requiredText('Image URL is Required', 2048, 'Image URL'),
  v.check(
    (img) => img.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(img),
    'Image URL must start with http://, https:// or /',
  ),
);

export const MIN_QTY_OVER_STOCK = 'Minimum quantity cannot be more than the available quantity';

export const NewToolInputSchema = v.pipe(
  v.strictObject(
    {
      name: requiredText('Name is Required', 120, 'Name'),
      img: ImageUrlSchema,
      description: requiredText('Description is Required', 2000, 'Description'),
      minQty: wholeNumber('Minimum quantity', 1),
      availableQty: wholeNumber('Available quantity', 1),
      price: wholeNumber('Price', 1),
      // Checked against the tool's minimum quantity and price by price-tiers.ts checkTiers.
      tiers: v.optional(v.unknown()),
    },
    strictObjectMessage,
  ),
  v.forward(
    v.partialCheck(
      [['minQty'], ['availableQty']],
      (tool) => tool.minQty <= tool.availableQty,
      MIN_QTY_OVER_STOCK,
    ),
    ['minQty'],
  ),
);
export type NewToolInput = v.InferOutput<typeof NewToolInputSchema>;
