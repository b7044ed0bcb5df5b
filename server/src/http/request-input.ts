// Reads and validates what a request carries, with the domain's schemas and messages.
import type { Context } from 'hono';
import { EmailInUrlSchema, IdSchema } from '../../../src/domain/fields';
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

/**
 * The e-mail the path names, read as its call reads it (EmailInUrlSchema: refused when
 * padded, lower-cased), so that the limits keyed on it see the one spelling the handler acts
 * on. Compared in lower case, as Firebase keeps e-mails.
 */
export function emailParam(c: Context): string {
  const parsed = parseInput(EmailInUrlSchema, c.req.param('email'));
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value;
}
