// A quote by id for someone who may act on it: the account it belongs to. Someone else's
// quote, or one sent without signing in, is "not found", so ids cannot be probed; an admin
// sees every quote when `admins` allows it.
import { IdSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import { checkQuoteAction, type QuoteAction, type StoredQuote } from '../../domain/quote';
import { fail, ok, type Result } from '../../domain/result';
import type { QuoteStore } from '../ports/quote-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function quoteForViewer(
  quotes: Pick<QuoteStore, 'findById'>,
  viewer: Viewer,
  rawId: unknown,
  { admins }: { admins: boolean },
): Promise<Result<StoredQuote, Refusal>> {
  const id = parseInput(IdSchema, rawId);
  if (!id.ok) return fail({ code: 'invalid', message: id.message });
  const quote = await quotes.findById(id.value);
  const mayAct = quote && (quote.account === viewer.email || (admins && viewer.isAdmin));
  return mayAct ? ok(quote) : fail({ code: 'no-such-quote' });
}

/**
 * Why a change the store refused did not happen: the lifecycle's sentence for the quote as
 * it is now (accepted meanwhile, declined …), or that it changed.
 */
export async function whyQuoteUnchanged(
  quotes: Pick<QuoteStore, 'findById'>,
  id: string,
  action: QuoteAction,
  now: Date,
): Promise<Refusal> {
  const quote = await quotes.findById(id);
  const check = quote && checkQuoteAction(quote, action, now);
  return check && !check.ok
    ? { code: 'lifecycle', message: check.message }
    : { code: 'quote-changed' };
}
