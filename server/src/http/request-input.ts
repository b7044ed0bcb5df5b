// Reads and validates what a request carries, with the domain's schemas and messages.
import type { Context } from 'hono';
import { EmailSchema, IdSchema } from '../../../src/domain/fields';
import { parseInput } from '../../../src/domain/parse';
import { fail } from './problem';

/** The JSON body as sent (refused when it is not JSON), for a use case that checks it. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'The request body must be valid JSON');
  }
}

export function idParam(c: Context): string {
  const parsed = parseInput(IdSchema, c.req.param('id'));
  // Caught here, not by the database, which would answer a malformed uuid with an error.
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value;
}

export const EMAIL_NOT_AS_SENT = 'Send the e-mail address without spaces or line breaks around it';

/**
 * The e-mail the path names: refused when blanks pad it rather than trimmed, so that it
 * has one spelling only and the limits keyed on it (lower-cased here, like the stored one)
 * cannot be passed by padding it. Compared in lower case, as Firebase keeps e-mails.
 */
export function emailParam(c: Context): string {
  const raw = c.req.param('email');
  if (raw !== undefined && raw !== raw.trim()) return fail(400, EMAIL_NOT_AS_SENT);
  const parsed = parseInput(EmailSchema, raw);
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value.toLowerCase();
}
