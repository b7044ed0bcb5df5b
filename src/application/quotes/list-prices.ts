// The admin prices a quote beside what its tools cost today: each line of the admin's lists
// carries the unit price its requester would pay at the line's quantity (buyer-price.ts: the
// store's base or tier, or their company's contract price). Each tool and each requester's
// terms are read once however many lines and quotes name them; a tool gone has none.
import { priceFor, type PriceTerms } from '../../domain/buyer-price';
import type { Quote } from '../../domain/quote';
import { priceTermsOf, type PricingDeps } from '../pricing/price-terms';
import type { ToolCatalog } from '../ports/tool-catalog.port';

export async function withListPrices(
  deps: PricingDeps & { readonly tools: ToolCatalog; readonly now: Date },
  quotes: readonly Quote[],
): Promise<Quote[]> {
  const ids = [...new Set(quotes.flatMap((quote) => quote.lines.map((line) => line.toolId)))];
  const found = await Promise.all(ids.map((id) => deps.tools.findById(id)));
  const byId = new Map(found.flatMap((tool) => (tool ? [[tool._id, tool] as const] : [])));
  const emails = [...new Set(quotes.map((quote) => quote.email))];
  const terms = new Map<string, PriceTerms>(
    await Promise.all(
      emails.map(async (email) => [email, await priceTermsOf(deps, email, deps.now)] as const),
    ),
  );
  return quotes.map((quote) => ({
    ...quote,
    lines: quote.lines.map((line) => {
      const tool = byId.get(line.toolId);
      const priced = tool && priceFor({ tool, qty: line.qty, terms: terms.get(quote.email) });
      return priced?.ok ? { ...line, listPrice: priced.unitPrice } : line;
    }),
  }));
}
