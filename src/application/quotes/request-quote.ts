// `POST /quotes`: anyone asks for a quote. A signed-in sender's account e-mail is used,
// whatever the form says, so the quote shows in their dashboard.
import { presentQuote, type Quote, type QuoteLine } from '../../domain/quote';
import { QUOTE_TOOL_UNKNOWN, QuoteRequestSchema } from '../../domain/quote-request';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { QuoteDeps } from './quote-deps';

export async function requestQuote(
  deps: QuoteDeps,
  viewer: Viewer | undefined,
  input: unknown,
): Promise<Result<Quote, Refusal>> {
  const body = parseInput(QuoteRequestSchema, input);
  if (!body.ok) return fail({ code: 'invalid', message: body.message });
  const { lines: requested, company, ...sender } = body.value;
  const tools = await Promise.all(requested.map((line) => deps.tools.findById(line.toolId)));
  const lines: QuoteLine[] = [];
  for (const [index, { qty }] of requested.entries()) {
    const tool = tools[index];
    if (!tool) return fail({ code: 'invalid', message: QUOTE_TOOL_UNKNOWN });
    lines.push({ toolId: tool._id, toolName: tool.name, toolImg: tool.img, qty });
  }
  const stored = await deps.quotes.add({
    ...sender,
    email: viewer?.email ?? sender.email.toLowerCase(),
    ...(company ? { company } : {}),
    lines,
    createdAt: deps.now,
  });
  return ok(presentQuote(stored, deps.now));
}
