// The cart's early face (cart/early-cart.tsx), from GET /cart: its first lines as
// cart-line.tsx writes them and its total as cart-summary.tsx does; and, from the kept
// addresses, the hint that stands above them in the delivery form.
import { formatAmount } from '../../domain/money';
import {
  EARLY_CART_LINES,
  KEPT_ADDRESSES_HINT,
  lineSlot,
} from '../../ui/pages/cart/early-cart-slots';
import { BLANK, isRecord, text, type Fields } from './fields';

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The fields of one line as cart-line.tsx shows them, or undefined for what is not a line. */
function lineFields(line: unknown): Record<string, string> | undefined {
  if (!isRecord(line)) return undefined;
  const { toolName, toolImg, unitPrice, priceReason, total, availableQty, minQty } = line;
  const name = text(toolName);
  if (name === undefined || ![unitPrice, total].every(isAmount)) return undefined;
  const gone = availableQty === 0 && minQty === 0;
  const partNumber = text(line['partNumber']);
  const fields: Record<string, string> = {
    name,
    total: formatAmount(total as number),
    price: gone
      ? BLANK
      : `${formatAmount(unitPrice as number)} / unit · ${text(priceReason) ?? ''}`,
    part: partNumber ? `Part number ${partNumber}` : BLANK,
  };
  const img = text(toolImg);
  if (img) fields['img'] = img;
  return fields;
}

export function cartFields(body: unknown): Fields | undefined {
  if (!isRecord(body) || !Array.isArray(body['lines']) || !isAmount(body['total']))
    return undefined;
  const lines = body['lines'].map(lineFields);
  if (!lines.every((line) => line !== undefined)) return undefined;
  const fields: Record<string, string> = { total: formatAmount(body['total']) };
  for (const [row, line] of lines.slice(0, EARLY_CART_LINES).entries()) {
    for (const [field, value] of Object.entries(line)) fields[lineSlot(row, field)] = value;
  }
  return fields;
}

/** The delivery form's hint, when the account keeps addresses (GET /addresses). */
export function keptAddressesFields(body: unknown): Fields | undefined {
  if (!Array.isArray(body)) return undefined;
  return body.length > 0 ? { deliveryHint: KEPT_ADDRESSES_HINT } : {};
}
