// The order-quantity rules of spec section 5, with its exact messages ("atleast" included).
import { parseWholeNumber } from './whole-number';

export interface QuantityLimits {
  readonly name: string;
  readonly minQty: number;
  readonly availableQty: number;
}

export type QuantityCheck =
  { readonly ok: true; readonly qty: number } | { readonly ok: false; readonly message: string };

export const QUANTITY_NOT_WHOLE = 'Quantity must be a whole number';

/** The order form starts at the tool's minimum. */
export const initialQuantity = (tool: QuantityLimits): number => tool.minQty;

export const belowMinimumMessage = (tool: QuantityLimits): string =>
  `you need to order atleast ${tool.minQty} ${tool.name}`;

export const aboveAvailableMessage = (tool: QuantityLimits): string =>
  `you can't order more than ${tool.availableQty} ${tool.name}`;

/** Checks a quantity as typed (text) or sent (number) against a tool's limits. */
export function checkQuantity(tool: QuantityLimits, raw: unknown): QuantityCheck {
  if (typeof raw === 'string' && raw.trim() === '') {
    return { ok: false, message: belowMinimumMessage(tool) };
  }
  const qty = parseWholeNumber(raw);
  if (qty === undefined) return { ok: false, message: QUANTITY_NOT_WHOLE };
  if (qty < tool.minQty) return { ok: false, message: belowMinimumMessage(tool) };
  if (qty > tool.availableQty) return { ok: false, message: aboveAvailableMessage(tool) };
  return { ok: true, qty };
}
