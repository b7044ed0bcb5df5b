// The one rule for a whole number, wherever one comes in: a form's text, a JSON body, a
// query string or the address bar. Text must be decimal digits only (spaces around it are
// forgiven, forms keep them): `Number()` alone would read "0x10" as 16, "0b101" as 5,
// "1e3" as 1000 and "+7" as 7, none of which a person typed as that number.

/**
 * The largest whole number any request takes (fields.ts): also what "no limit" means for a
 * quantity, so a sum of two stays within the stores' 32-bit integer columns.
 */
export const LARGEST_WHOLE_NUMBER = 1_000_000_000;

/** Digits only, once trimmed. */
export const WHOLE_NUMBER_TEXT = /^\d+$/;

/** The whole number sent (a number) or typed (digits), or undefined for anything else. */
export function parseWholeNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!WHOLE_NUMBER_TEXT.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}
