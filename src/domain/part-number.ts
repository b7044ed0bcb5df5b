// A tool's part number (SKU, issue 27): what a trade buyer types on a quick order and reads
// on every page, order and export. Unique in the catalogue whatever its case; kept as typed,
// trimmed; letters, digits and dashes only, so it survives a CSV, a URL and a spreadsheet.
import * as v from 'valibot';

export const PART_NUMBER_MAX = 32;
export const PART_NUMBER_TEXT = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export const PART_NUMBER_REQUIRED = 'Part number is Required';
export const PART_NUMBER_RULE =
  'Part number may hold only letters, digits and dashes, and must start and end with a letter or digit';
export const PART_NUMBER_TOO_LONG = `Part number must be ${PART_NUMBER_MAX} characters or fewer`;
export const partNumberTakenMessage = (partNumber: string): string =>
  `Part number ${partNumber} is already used by another tool`;

export const PartNumberSchema = v.pipe(
  v.string('Part number must be text'),
  v.trim(),
  v.nonEmpty(PART_NUMBER_REQUIRED),
  v.maxLength(PART_NUMBER_MAX, PART_NUMBER_TOO_LONG),
  v.regex(PART_NUMBER_TEXT, PART_NUMBER_RULE),
);

/** The key two part numbers are compared by: "pr-9-roller" names PR-9-ROLLER. */
export const partNumberKey = (partNumber: string): string => partNumber.trim().toUpperCase();

/**
 * A part number made from a tool's name, for a tool added without one: its letters and
 * digits in capitals, runs of anything else as one dash ("Pro Paint Roller 9\"" is
 * PRO-PAINT-ROLLER-9), cut to leave room for a suffix that makes it unique.
 */
export function partNumberFromName(name: string, taken: (key: string) => boolean): string {
  const base =
    name
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, PART_NUMBER_MAX - 5)
      .replace(/-+$/, '') || 'TOOL';
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}
