// Editing a tool (PATCH /tool/{id}): any of its price, stock, minimum, description, image,
// low-stock threshold and backorders' restock date, each by Add Product's rules, checked against the tool as it is stored.
import * as v from 'valibot';
import { strictObjectMessage, wholeNumber } from './fields';
import { checkTiers } from './price-tiers';
import { fail, ok, type Result } from './result';
import { PartNumberSchema } from './part-number';
import {
  MAX_PER_ORDER_BELOW_MIN,
  MaxPerOrderSchema,
  MIN_QTY_OVER_STOCK,
  NewToolInputSchema,
  PackSizeSchema,
  type Tool,
} from './tool';

/** Add Product's rule and sentences for each field. */
const toolFields = NewToolInputSchema.entries;

export const ToolEditSchema = v.strictObject(
  {
    price: v.optional(toolFields.price),
    availableQty: v.optional(toolFields.availableQty),
    minQty: v.optional(toolFields.minQty),
    description: v.optional(toolFields.description),
    img: v.optional(toolFields.img),
    /** 0: no alert. */
    lowStockThreshold: v.optional(wholeNumber('Low-stock threshold', 0)),
    partNumber: v.optional(PartNumberSchema),
    packSize: v.optional(PackSizeSchema),
    /** 0: no maximum. */
    maxPerOrder: v.optional(MaxPerOrderSchema),
    /**
     * Backorders allowed until this expected restock date (YYYY-MM-DD, after today:
     * backorder.ts checkRestockDate); null: no backorders.
     */
    backorderUntil: v.optional(v.nullable(v.string('Expected restock date must be a date'))),
  },
  strictObjectMessage,
);
export type ToolEdit = v.InferOutput<typeof ToolEditSchema>;
export type ToolEditField = keyof ToolEdit;

export const TOOL_EDIT_FIELDS = [
  'price',
  'availableQty',
  'minQty',
  'description',
  'img',
  'lowStockThreshold',
  'partNumber',
  'packSize',
  'maxPerOrder',
  'backorderUntil',
] as const satisfies readonly ToolEditField[];

/** A refused edit: the field the sentence belongs to (a form shows it there). */
export interface ToolEditRefusal {
  readonly field: ToolEditField;
  readonly message: string;
}

export interface AppliedToolEdit {
  readonly tool: Tool;
  /** The fields whose value is now different; none: nothing to write. */
  readonly changed: readonly ToolEditField[];
}

const thresholdOf = (tool: Pick<Tool, 'lowStockThreshold'>): number => tool.lowStockThreshold ?? 0;

/** A field's value as stored, absent ones at their defaults (no alert, packs of 1, no maximum). */
const storedValue = (tool: Tool, field: ToolEditField): string | number => {
  if (field === 'lowStockThreshold') return thresholdOf(tool);
  if (field === 'packSize') return tool.packSize ?? 1;
  if (field === 'maxPerOrder') return tool.maxPerOrder ?? 0;
  return tool[field] ?? '';
};

/** An edit's value as storedValue reads it: a null restock date is none. */
const editedValue = (edit: ToolEdit, field: ToolEditField): string | number | undefined => {
  const value = edit[field];
  return value === null ? '' : value;
};

/**
 * The tool after `edit`, or why not. The minimum is checked against the stock only when
 * either is edited: orders may have taken the stock below the minimum, and a price change
 * must still be possible then. The tool's price tiers must still hold above a new minimum
 * and below a new price.
 */
export function applyToolEdit(
  tool: Tool,
  edit: ToolEdit,
): Result<AppliedToolEdit, ToolEditRefusal> {
  const { backorderUntil, ...rest } = edit;
  const next: Tool = { ...tool, ...rest };
  if (backorderUntil === null) delete next.backorderUntil;
  else if (backorderUntil !== undefined) next.backorderUntil = backorderUntil;
  if (
    (edit.minQty !== undefined || edit.availableQty !== undefined) &&
    next.minQty > next.availableQty
  ) {
    return fail({ field: 'minQty', message: MIN_QTY_OVER_STOCK });
  }
  if ((edit.minQty !== undefined || edit.maxPerOrder !== undefined) && next.maxPerOrder) {
    if (next.maxPerOrder < next.minQty)
      return fail({ field: 'maxPerOrder', message: MAX_PER_ORDER_BELOW_MIN });
  }
  if (edit.minQty !== undefined || edit.price !== undefined) {
    const tiers = checkTiers(next, tool.tiers);
    if (!tiers.ok) {
      const field = edit.price !== undefined ? 'price' : 'minQty';
      return fail({ field, message: `${tiers.message}. Change the price tiers first.` });
    }
  }
  const changed = TOOL_EDIT_FIELDS.filter(
    (field) => edit[field] !== undefined && storedValue(tool, field) !== editedValue(edit, field),
  );
  return ok({ tool: next, changed });
}

/** Low: a threshold is set and the stock is at or below it. */
export const isLowStock = (tool: Pick<Tool, 'availableQty' | 'lowStockThreshold'>): boolean =>
  thresholdOf(tool) > 0 && tool.availableQty <= thresholdOf(tool);
