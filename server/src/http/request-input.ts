// Reads and validates what a request carries, with the domain's schemas and messages.
import type { Context } from 'hono';
import { EmailSchema, IdSchema } from '../../../src/domain/fields';
import { parseInput } from '../../../src/domain/parse';
import { fail } from './problem';

async function readJson(c: Context, emptyMeans: unknown): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return emptyMeans;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'The request body must be valid JSON');
  }
}

/** The JSON body as sent (refused when it is not JSON), for a use case that checks it. */
export const readJsonBody = (c: Context): Promise<unknown> => readJson(c, undefined);

export function idParam(c: Context): string {
  const parsed = parseInput(IdSchema, c.req.param('id'));
  // Caught here, not by the database, which would answer a malformed uuid with an error.
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value;
}

/** E-mail addresses are compared in lower case, as Firebase keeps them. */
export function normaliseEmail(raw: unknown): string {
  const parsed = parseInput(EmailSchema, raw);
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value.toLowerCase();
}

export const EMAIL_NOT_AS_SENT = 'Send the e-mail address without spaces or line breaks around it';

/**
 * An e-mail the URL names (the path, a query): refused when blanks pad it rather than
 * trimmed, so that it has one spelling only and the limits keyed on it (lower-cased here,
 * like the stored one) cannot be passed by padding it.
 */
function emailInUrl(raw: string | undefined): string {
  if (raw !== undefined && raw !== raw.trim()) return fail(400, EMAIL_NOT_AS_SENT);
  return normaliseEmail(raw);
}

export const emailParam = (c: Context): string => emailInUrl(c.req.param('email'));
