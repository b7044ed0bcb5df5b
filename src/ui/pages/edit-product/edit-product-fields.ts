// The edit page's fields, in the order an admin reads them. The names are the keys of
// ToolEditSchema, so the domain's per-field messages land on the right input.
import type { Tool } from '../../../domain/tool';
import type { ToolEditField } from '../../../domain/tool-edit';

export const EDIT_PRODUCT_NUMBER_FIELDS = [
  { name: 'price', label: 'Price', hint: 'Whole dollars, per unit' },
  { name: 'availableQty', label: 'Available quantity', hint: 'Units in stock' },
  { name: 'minQty', label: 'Minimum quantity', hint: 'The fewest a customer can order' },
  {
    name: 'lowStockThreshold',
    label: 'Low-stock threshold',
    hint: 'Marked “Low stock” at or below this many; 0 for no alert',
  },
] as const satisfies readonly { name: ToolEditField; label: string; hint: string }[];

export type EditProductValues = Record<ToolEditField, string>;

/** The tool's current values, as the inputs hold them. */
export const valuesOf = (tool: Tool): EditProductValues => ({
  price: String(tool.price),
  availableQty: String(tool.availableQty),
  minQty: String(tool.minQty),
  lowStockThreshold: String(tool.lowStockThreshold ?? 0),
  img: tool.img,
  description: tool.description,
});
