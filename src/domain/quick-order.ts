// Quick order (issue 27): a trade buyer pastes "PR-9-ROLLER 24" lines or uploads a CSV of
// part numbers and quantities. The text is read here (csv-parse: a BOM, CRLF, quotes,
// commas, tabs, semicolons or spaces between the two); each row is then checked against
// its tool by the one quantity rule and priced for the buyer by the application.
import { readCsvRecords } from './csv-records';
import {
  QUICK_ORDER_EMPTY,
  QUICK_ORDER_MAX_CHARS,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_TOO_LONG,
  QUICK_ORDER_TOO_MANY,
  unreadableListMessage,
  type QuickOrderReply,
} from './quick-order-schemas';
import { fail, ok, type Result } from './result';

export {
  QUANTITY_MISSING,
  outOfStockMessage,
  repeatedPartNumberMessage,
  unknownPartNumberMessage,
} from './quick-order-schemas';

/** One row as read: its line in the text, the part number and the quantity as written. */
export type QuickOrderRow = Omit<QuickOrderRefused, 'reason'>;

/** A header row of a spreadsheet's export ("Part number,Quantity") is not an order line. */
const isHeader = (cells: readonly string[]): boolean =>
  /part|sku|item/i.test(cells[0] ?? '') && !/^\d+$/.test(cells[1] ?? '');

/** Shown as written, but never longer than a part number could be and a little more. */
const shown = (cell: string): string => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/** The rows of the text, or why it cannot be read at all (empty, too long, broken quotes). */
export function readQuickOrderText(text: string): Result<readonly QuickOrderRow[], string> {
  if (text.length > QUICK_ORDER_MAX_CHARS) return fail(QUICK_ORDER_TOO_LONG);
  const records = readCsvRecords(text, [',', '\t', ';', ' ']);
  if (!records.ok) return fail(unreadableListMessage(records.error));
  const rows = records.value
    .map(({ record, info }) => ({ cells: record.filter((cell) => cell !== ''), line: info.lines }))
    .filter(({ cells }, index) => cells.length > 0 && !(index === 0 && isHeader(cells)))
    .map(({ cells, line }) => ({
      line,
      partNumber: shown(cells[0] ?? ''),
      qty: shown(cells.slice(1).join(' ')),
    }));
  if (rows.length === 0) return fail(QUICK_ORDER_EMPTY);
  if (rows.length > QUICK_ORDER_MAX_LINES) return fail(QUICK_ORDER_TOO_MANY);
  return ok(rows);
}

/** A line that goes (or would go) to the cart, priced for the buyer. */
export type QuickOrderAdded = Readonly<QuickOrderReply['added'][number]>;

/** A line that cannot be added, and why. */
export type QuickOrderRefused = Readonly<QuickOrderReply['refused'][number]>;
