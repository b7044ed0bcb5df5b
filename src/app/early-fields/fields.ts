// What a painter makes of a read's answer: the text of each slot of the page's frame, by the
// slot's `data-early` name. A painter checks the answer's shape itself (the bootstrap runs
// before the app's schemas are loaded) and gives no field it cannot read, and no fields at
// all (undefined) for an answer it cannot read: the frame then waits for the app.

/** Slot name to its text (an image slot: its src). */
export type Fields = Readonly<Record<string, string>>;

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `values` without those that are undefined. */
export function fieldsOf(values: Readonly<Record<string, string | undefined>>): Fields {
  const fields: Record<string, string> = {};
  for (const [slot, value] of Object.entries(values)) if (value !== undefined) fields[slot] = value;
  return fields;
}

/** A line the page may leave out, kept one line tall in the frame (a space collapses to none). */
export const BLANK = '\u00a0';
