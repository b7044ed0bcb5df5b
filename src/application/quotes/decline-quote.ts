// `POST /quotes/{id}/decline`: its sender or an admin says no; the quote is closed.
import { checkQuoteAction } from '../../domain/quote';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { QuoteDeps } from './quote-deps';
import { quoteForViewer, whyQuoteUnchanged } from './quote-for-viewer';
import { recordAction } from '../history/record-action';

export async function declineQuote(
  deps: Pick<QuoteDeps, 'quotes' | 'now' | 'audit'>,
  viewer: Viewer,
  id: unknown,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const found = await quoteForViewer(deps.quotes, viewer, id, { admins: true });
  if (!found.ok) return found;
  const allowed = checkQuoteAction(found.value, 'decline', deps.now);
  if (!allowed.ok) return fail({ code: 'lifecycle', message: allowed.message });
  const modifiedCount = await deps.quotes.decline(found.value._id);
  if (modifiedCount === 0) {
    return fail(await whyQuoteUnchanged(deps.quotes, found.value._id, 'decline', deps.now));
  }
  await recordAction(deps.audit, viewer, 'quote-declined', found.value.email, found.value._id);
  return ok({ modifiedCount });
}
