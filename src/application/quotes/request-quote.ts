// `POST /quotes`: anyone asks for a quote. One sent signed in belongs to that account and
// is answered at its e-mail under its name, whatever the body says (a body may leave both
// out). One sent anonymously belongs to no
// account (whoever typed the e-mail may not own it) and is answered at that e-mail only.
import { presentQuote, type Quote, type QuoteLine } from '../../domain/quote';
import { QUOTE_TOOL_UNKNOWN, QuoteRequestSchema } from '../../domain/quote-request';
import { parseInput } from '../../domain/parse';
import { checkQuotedQuantity } from '../../domain/quantity';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { QuoteDeps } from './quote-deps';

export async function requestQuote(
  deps: QuoteDeps,
  viewer: Viewer | undefined,
  input: unknown,
): Promise<Result<Quote, Refusal>> {
  const body = parseInput(QuoteRequestSchema, viewer ? fromAccount(viewer, input) : input);
  if (!body.ok) return fail({ code: 'invalid', message: body.message });
  const { lines: requested, company, ...sender } = body.value;
  const tools = await Promise.all(requested.map((line) => deps.tools.findById(line.toolId)));
  const lines: QuoteLine[] = [];
  for (const [index, { qty }] of requested.entries()) {
    const tool = tools[index];
    if (!tool) return fail({ code: 'invalid', message: QUOTE_TOOL_UNKNOWN });
    const fits = checkQuotedQuantity(tool, qty);
    if (!fits.ok) return fail({ code: 'invalid', message: fits.message });
    lines.push({ toolId: tool._id, toolName: tool.name, toolImg: tool.img, qty });
  }
  const stored = await deps.quotes.add({
    ...sender,
    email: sender.email.toLowerCase(),
    account: viewer?.email,
    ...(company ? { company } : {}),
    lines,
    createdAt: deps.now,
  });
  return ok(presentQuote(stored, deps.now));
}

/** The body with the signed-in sender's name (when the account has one) and e-mail. */
function fromAccount(viewer: Viewer, input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const name = viewer.name?.trim() ? { name: viewer.name } : {};
  return { ...input, ...name, email: viewer.email };
}
