// The admin prices a quote beside what its tools cost today: each line of the admin's lists
// carries its tool's unit price at the line's quantity (base or tier). Each tool is read
// once however many lines and quotes name it; a tool gone from the catalogue has none.
import { unitPriceFor } from '../../domain/price-tiers';
import type { Quote } from '../../domain/quote';
import type { ToolCatalog } from '../ports/tool-catalog.port';

export async function withListPrices(
  tools: ToolCatalog,
  quotes: readonly Quote[],
): Promise<Quote[]> {
  const ids = [...new Set(quotes.flatMap((quote) => quote.lines.map((line) => line.toolId)))];
  const found = await Promise.all(ids.map((id) => tools.findById(id)));
  const byId = new Map(found.flatMap((tool) => (tool ? [[tool._id, tool] as const] : [])));
  return quotes.map((quote) => ({
    ...quote,
    lines: quote.lines.map((line) => {
      const tool = byId.get(line.toolId);
      return tool ? { ...line, listPrice: unitPriceFor(tool, line.qty) } : line;
    }),
  }));
}
