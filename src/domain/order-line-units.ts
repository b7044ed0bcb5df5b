// Shipments, returns and refunds each name units of an order's lines: which line (its
// position) and how many of its units. One shape for them, one schema for the lines a
// request names, and one count of what is left of each line once some are taken.
import * as v from 'valibot';
import { strictObjectMessage, wholeNumber } from './fields';
import type { Order } from './order';

/** A line as a shipment, a return or a refund stores it. */
export const LineUnitsSchema = v.object({
  /** The order line's position (0 for the first line). */
  line: v.number(),
  toolName: v.string(),
  qty: v.number(),
});

/** The lines a request names: each line once at most, with a whole number of units. */
export const LineUnitsInputSchema = v.pipe(
  v.array(
    v.strictObject(
      { line: wholeNumber('Line', 0), qty: wholeNumber('Quantity', 1) },
      strictObjectMessage,
    ),
    'Lines must be a list',
  ),
  v.maxLength(50, 'An order has at most 50 lines'),
);

interface LineCount {
  readonly line: number;
  readonly qty: number;
}

/** Units of each line, by line position, over records that each name some lines. */
export function unitsByLine(
  records: readonly { readonly lines: readonly LineCount[] }[],
): Map<number, number> {
  const units = new Map<number, number>();
  for (const record of records)
    for (const line of record.lines) units.set(line.line, (units.get(line.line) ?? 0) + line.qty);
  return units;
}

/** What is left of each line (never below 0), in the order's line order, once `taken` are. */
export const unitsLeft = (
  order: Pick<Order, 'lines'>,
  ...taken: ReadonlyArray<ReadonlyMap<number, number>>
): number[] =>
  order.lines.map((line, position) =>
    Math.max(
      0,
      taken.reduce((left, units) => left - (units.get(position) ?? 0), line.qty),
    ),
  );
