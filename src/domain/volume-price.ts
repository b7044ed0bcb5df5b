// The best unit price a tool's tiers offer, as cards announce it before the cart ("from
// $10.80 / unit at 100+"): the cheapest tier the stock can still reach, from tiersOf, the
// same tiers the cart and the checkout charge.
import { formatAmount } from './money';
import { tiersOf, type Tier, type TieredTool } from './price-tiers';

/** The cheapest tier within stock above the base price; undefined when there is none. */
export function bestVolumeTier(
  tool: TieredTool & { readonly availableQty: number },
): Tier | undefined {
  // The first tier is the base price, which the card already shows as "{price}/unit".
  return tiersOf(tool)
    .slice(1)
    .filter((tier) => tier.fromQty <= tool.availableQty)
    .at(-1);
}

/** "from $10.80 / unit at 100+", or undefined for a tool with one price. */
export function volumePriceText(
  tool: TieredTool & { readonly availableQty: number },
): string | undefined {
  const tier = bestVolumeTier(tool);
  return tier && `from ${formatAmount(tier.price)} / unit at ${tier.fromQty}+`;
}
