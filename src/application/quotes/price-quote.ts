// `PUT /quotes/{id}/price` (admin): a unit price for every line and the date it holds
// until; the quote becomes "quoted" (again, if it had expired).
import type * as v from 'valibot';
import { checkQuoteAction, presentQuote, type Quote } from '../../domain/quote';
import { priceQuoteLines, type QuotePricingSchema } from '../../domain/quote-pricing';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { QuoteDeps } from './quote-deps';
import { quoteForViewer, whyQuoteUnchanged } from './quote-for-viewer';
import { recordAction } from '../history/record-action';

export async function priceQuote(
  deps: Pick<QuoteDeps, 'quotes' | 'now' | 'audit'>,
  viewer: Viewer,
  id: unknown,
  input: v.InferOutput<typeof QuotePricingSchema>,
): Promise<Result<Quote, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const found = await quoteForViewer(deps.quotes, viewer, id, { admins: true });
  if (!found.ok) return found;
  const allowed = checkQuoteAction(found.value, 'price', deps.now);
  if (!allowed.ok) return fail({ code: 'lifecycle', message: allowed.message });
  const priced = priceQuoteLines(found.value.lines, input, deps.now);
  if (!priced.ok) return fail({ code: 'invalid', message: priced.message });
  const stored = await deps.quotes.setPrices(found.value._id, priced.lines, priced.expiresAt);
  if (!stored)
    return fail(await whyQuoteUnchanged(deps.quotes, found.value._id, 'price', deps.now));
  await recordAction(deps.audit, viewer, 'quote-priced', found.value.email, found.value._id);
  return ok(presentQuote(stored, deps.now));
}
