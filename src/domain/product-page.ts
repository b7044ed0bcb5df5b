// What a tool's public page says (/tools/{slug}): its price line, tier table and stock, in
// the words both renderers use (the API's HTML and the app's page), and the schema.org
// Product that search engines read from it.
import { formatAmount } from './money';
import { tiersOf, type TieredTool } from './price-tiers';
import type { Tool } from './tool-schema';
import { isInStock } from './tool-search-rules';

// Its own module: the route's head, in the home page's first load, asks for it alone.
export { productSummary } from './product-summary';

export interface TierRow {
  /** "1–99", "500+". */
  readonly quantity: string;
  /** "$12", "$10.80". */
  readonly unitPrice: string;
}

export interface ProductFacts {
  /** "$12 / unit", or with cheaper tiers "$12 / unit, from $9.60 / unit at 500+". */
  readonly priceLine: string;
  /** The tier table's rows; one row when the tool has one price. */
  readonly tiers: readonly TierRow[];
  readonly inStock: boolean;
  /** "In stock: 40 units", "Out of stock". */
  readonly stock: string;
  /** "Minimum order: 5 units". */
  readonly minimumOrder: string;
}

const units = (count: number) => (count === 1 ? '1 unit' : `${count} units`);

/** The cheapest tier, where it is not the base price. */
function cheapestBreak(tool: TieredTool) {
  const tiers = tiersOf(tool);
  return tiers.length < 2 ? undefined : tiers.at(-1);
}

export function productFacts(tool: Tool): ProductFacts {
  const cheapest = cheapestBreak(tool);
  const base = `${formatAmount(tool.price)} / unit`;
  const inStock = isInStock(tool);
  return {
    priceLine:
      cheapest === undefined
        ? base
        : `${base}, from ${formatAmount(cheapest.price)} / unit at ${cheapest.fromQty}+`,
    tiers: tiersOf(tool).map((tier) => ({
      quantity: tier.toQty === undefined ? `${tier.fromQty}+` : `${tier.fromQty}–${tier.toQty}`,
      unitPrice: formatAmount(tier.price),
    })),
    inStock,
    stock: inStock ? `In stock: ${units(tool.availableQty)}` : 'Out of stock',
    minimumOrder: `Minimum order: ${units(tool.minQty)}`,
  };
}

/**
 * Dollars as machines read a price (schema.org, Open Graph): "12.00", "10.80", with no
 * symbol or separators; what people read is formatAmount's.
 */
export const schemaPrice = (dollars: number): string => dollars.toFixed(2);

/**
 * The schema.org Product of a tool's page (`url` and `image` absolute): one Offer in US
 * dollars at the base price, with a unit price for each quantity tier.
 */
export function productJsonLd(tool: Tool, url: string, image: string): Record<string, unknown> {
  const inStock = isInStock(tool);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tool.name,
    description: tool.description,
    image,
    sku: tool._id,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: schemaPrice(tool.price),
      priceCurrency: 'USD',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tool.minQty },
      priceSpecification: tiersOf(tool).map((tier) => ({
        '@type': 'UnitPriceSpecification',
        price: schemaPrice(tier.price),
        priceCurrency: 'USD',
        eligibleQuantity: {
          '@type': 'QuantitativeValue',
          minValue: tier.fromQty,
          // The last tier has none: JSON leaves it out.
          maxValue: tier.toQty,
        },
      })),
    },
  };
}

/**
 * JSON for a <script type="application/ld+json">: nothing in it can end the script or
 * open a comment, whatever the tool's name holds (`<`, `>` and `&` as JSON escapes).
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
