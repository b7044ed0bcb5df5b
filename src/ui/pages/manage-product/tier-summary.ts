// A tool's quantity price tiers in a few words for Manage Product's list, so an admin sees
// which tools have volume prices without opening each: "2 tiers, from $9.60 at 500+".
import { formatAmount } from '../../../domain/money';
import type { TieredTool } from '../../../domain/price-tiers';

/** Undefined for a tool with one price: the list shows a dash. */
export function tierSummary(tool: TieredTool): string | undefined {
  const tiers = tool.tiers ?? [];
  // Each break is cheaper than the one before it: the last is the lowest price.
  const lowest = tiers.at(-1);
  if (!lowest) return undefined;
  const count = tiers.length === 1 ? '1 tier' : `${tiers.length} tiers`;
  return `${count}, from ${formatAmount(lowest.price)} at ${lowest.fromQty.toLocaleString('en-US')}+`;
}
