// `POST /quotes` as the quote form sends it: who asks, which tools in which quantities, and
// what they need. Anyone may ask; the server sets the e-mail of a signed-in sender itself.
import * as v from 'valibot';
import { EmailSchema, optionalText, requiredText, strictObjectMessage } from './fields';
import { parseInput } from './parse';
import { RequestedLineSchema } from './checkout-input';
import { MAX_ORDER_LINES } from './order-line';

export const QUOTE_TOO_MANY_LINES = `A quote can ask for at most ${MAX_ORDER_LINES} different tools`;
export const QUOTE_REPEATED_TOOL = 'Each tool can appear only once in a quote';

// The checkout's lines (a tool id and a whole quantity each), where none is fine: a
// question without tools is still a request the admin can answer or decline.
const QuoteLinesSchema = v.pipe(
  v.array(RequestedLineSchema, 'lines must be a list of tools and quantities'),
  v.maxLength(MAX_ORDER_LINES, QUOTE_TOO_MANY_LINES),
  v.check(
    (lines) => new Set(lines.map((line) => line.toolId)).size === lines.length,
    QUOTE_REPEATED_TOOL,
  ),
);

export const QuoteRequestSchema = v.strictObject(
  {
    name: requiredText('Name is Required', 80, 'Name'),
    email: EmailSchema,
    company: optionalText(120, 'Company'),
    message: requiredText('Message is Required', 2000, 'Message'),
    lines: v.optional(QuoteLinesSchema, []),
  },
  strictObjectMessage,
);
export type QuoteRequest = v.InferInput<typeof QuoteRequestSchema>;

export const QUOTE_TOOL_UNKNOWN =
  'One of the tools you asked about is no longer in our catalogue. Remove it and send again.';

/**
 * The e-mail a request will be answered at, as it will be stored (trimmed, lower case), for
 * a limit on what one address can be sent; undefined when the request names none.
 */
export function quoteRecipient(input: unknown): string | undefined {
  const email = parseInput(
    EmailSchema,
    typeof input === 'object' && input !== null ? (input as { email?: unknown }).email : undefined,
  );
  return email.ok ? email.value.toLowerCase() : undefined;
}
