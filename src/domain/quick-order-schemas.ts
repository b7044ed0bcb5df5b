// A quick order's request and answer (the answer checked by the browser before use), and
// its sentences. Apart from quick-order.ts so that the page's calls do not carry the CSV
// reader.
import * as v from 'valibot';
import { CartSchema } from './cart-reply';
import { strictObjectMessage } from './fields';

export const QUICK_ORDER_MAX_LINES = 500;
/** Characters of the pasted text or file: 64 KB holds 500 lines of any sensible length. */
export const QUICK_ORDER_MAX_CHARS = 64 * 1024;

export const QUICK_ORDER_EMPTY = 'Paste at least one line: a part number and a quantity';
export const QUICK_ORDER_TOO_LONG = `The list is longer than ${QUICK_ORDER_MAX_CHARS / 1024} KB: split it in two`;
export const QUICK_ORDER_TOO_MANY = `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines: split the list in two`;
export const QUANTITY_MISSING = 'Give a quantity after the part number';
export const unknownPartNumberMessage = (partNumber: string): string =>
  `Unknown part number ${partNumber}`;
export const repeatedPartNumberMessage = (partNumber: string, line: number): string =>
  `${partNumber} is already on line ${line}`;
export const outOfStockMessage = (name: string): string => `${name} is out of stock`;
export const unreadableListMessage = (line: number): string =>
  `The list could not be read at line ${line}: check its quotes`;

/** `POST /cart/quick`: the text as pasted or the file as read; a dry run changes nothing. */
export const QuickOrderInputSchema = v.strictObject(
  {
    text: v.pipe(
      v.string('The list must be text'),
      v.maxLength(QUICK_ORDER_MAX_CHARS, QUICK_ORDER_TOO_LONG),
    ),
    dryRun: v.optional(v.boolean('dryRun must be true or false')),
  },
  strictObjectMessage,
);
export type QuickOrderInput = v.InferOutput<typeof QuickOrderInputSchema>;

const readList = <const S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.readonly());

export const QuickOrderReplySchema = v.object({
  /** False for a dry run: nothing was added. */
  applied: v.boolean(),
  added: readList(
    v.object({
      line: v.number(),
      partNumber: v.string(),
      toolId: v.string(),
      toolName: v.string(),
      qty: v.number(),
      unitPrice: v.number(),
      total: v.number(),
      priceReason: v.string(),
    }),
  ),
  refused: readList(
    v.object({ line: v.number(), partNumber: v.string(), qty: v.string(), reason: v.string() }),
  ),
  /** The sum of the added lines. */
  total: v.number(),
  cart: CartSchema,
});
export type QuickOrderReply = v.InferOutput<typeof QuickOrderReplySchema>;
