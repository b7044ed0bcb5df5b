// The admin's add-tool input (spec section 3); the tool itself is in tool-schema.ts.
import * as v from 'valibot';
import { requiredText, strictObjectMessage, wholeNumber } from './fields';
import { PartNumberSchema } from './part-number';
import { isSameSitePath } from './site-path';
import { isWebAddress } from './web-address';

// The tool as answered lives in its own module: the home page's first load needs it, and
// not the add-tool input below.
export { ToolSchema, type Tool } from './tool-schema';

export const IMAGE_URL_RULE =
  'Image URL must start with http://, https:// or a single / (a path on this site)';

/** An image address: a web URL or a path on this site (demo images are served locally). */
const ImageUrlSchema = v.pipe(
  requiredText('Image URL is Required', 2048, 'Image URL'),
  v.check((img) => isSameSitePath(img) || isWebAddress(img), IMAGE_URL_RULE),
);

/** A field a form may leave blank: blank text is the field left out. */
const blankable = <S extends v.GenericSchema>(schema: S) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) =>
        typeof input === 'string' && input.trim() === '' ? undefined : input,
      ),
      v.optional(schema),
    ),
  );

/** The tool's part number; left blank, one is made from its name (partNumberFromName). */
export const NewPartNumberSchema = blankable(PartNumberSchema);
/** Ordered in multiples of this many; blank: 1, any quantity. */
export const PackSizeSchema = wholeNumber('Pack size', 1);
/** At most this many in one order; 0 or blank: no maximum. */
export const MaxPerOrderSchema = wholeNumber('Maximum per order', 0);

export const MAX_PER_ORDER_BELOW_MIN =
  'Maximum per order cannot be less than the minimum quantity (0 for no maximum)';

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
      partNumber: NewPartNumberSchema,
      packSize: blankable(PackSizeSchema),
      maxPerOrder: blankable(MaxPerOrderSchema),
    },
    strictObjectMessage,
  ),
  v.forward(
    v.partialCheck(
      [['minQty'], ['maxPerOrder']],
      (tool) => !tool.maxPerOrder || tool.maxPerOrder >= tool.minQty,
      MAX_PER_ORDER_BELOW_MIN,
    ),
    ['maxPerOrder'],
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
