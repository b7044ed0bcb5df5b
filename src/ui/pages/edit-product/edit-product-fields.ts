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
  { name: 'packSize', label: 'Pack size', hint: 'Ordered in multiples of this many; 1 for any' },
  {
    name: 'maxPerOrder',
    label: 'Maximum per order',
    hint: 'The most one order may hold; 0 for no maximum',
  },
] as const satisfies readonly { name: ToolEditField; label: string; hint: string }[];

export const RESTOCK_DATE_LABEL = 'Expected restock date (allows backorders)';
export const RESTOCK_DATE_HINT =
  'Orders beyond the stock are taken as backordered until this day; blank for no backorders';

export const PART_NUMBER_HINT = 'Letters, digits and dashes, such as PR-9-ROLLER';

export type EditProductValues = Record<ToolEditField, string>;

/** The tool's current values, as the inputs hold them. */
export const valuesOf = (tool: Tool): EditProductValues => ({
  price: String(tool.price),
  availableQty: String(tool.availableQty),
  minQty: String(tool.minQty),
  lowStockThreshold: String(tool.lowStockThreshold ?? 0),
  partNumber: tool.partNumber ?? '',
  packSize: String(tool.packSize ?? 1),
  maxPerOrder: String(tool.maxPerOrder ?? 0),
  backorderUntil: tool.backorderUntil ?? '',
  img: tool.img,
  description: tool.description,
});
