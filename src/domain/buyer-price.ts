// The one rule for what a buyer pays for a unit of a tool, wherever a price is shown or
// charged (the tools list, the tool page, the cart, the checkout, reorder, quotes, invoices):
// an accepted quote's agreed price wins; else the company's contract price, while its list
// is in force and only for that company's own members, when it is not dearer than the
// store's; else the store's price at the quantity's tier. It answers the price with the
// sentence that says why, so a line never shows one price and charges another.
import { dayText, listInForce } from './contract-price-days';
import type { ContractPrice, PriceList } from './contract-prices';
import { formatAmount, fromCents, MAX_ORDER_TOTAL, ORDER_TOO_LARGE, toCents } from './money';
import { NO_PRICE_FOR_QTY, tierFor, type TieredTool } from './price-tiers';

export type PriceSource = 'base' | 'store-tier' | 'contract' | 'quote';

/** Who is buying: a member of a company, with the company's list (if it has one). */
export interface BuyerTerms {
  readonly companyId: string;
  readonly companyName: string;
  readonly list?: PriceList | undefined;
}

/** A price agreed on a quote the buyer accepted, for the line's tool and quantity. */
export interface AgreedPrice {
  readonly unitPrice: number;
  readonly quoteNumber?: string | undefined;
}

/** Who asks and when: the company's list is checked for its validity on `now`'s day. */
export interface PriceTerms {
  /** Undefined for a lone customer, a visitor, or anyone outside a company. */
  readonly buyer: BuyerTerms | undefined;
  readonly now: Date;
}

export interface PriceQuestion {
  readonly tool: TieredTool & { readonly _id: string };
  readonly qty: number;
  /** Undefined where no one is signed in (the public product page): store prices only. */
  readonly terms?: PriceTerms | undefined;
  readonly quote?: AgreedPrice | undefined;
}

export interface UnitPriceDecision {
  /** Dollars, in whole cents, never $0. */
  readonly unitPrice: number;
  readonly source: PriceSource;
  /** "Contract price for Acme Painting until 31 Dec 2026". */
  readonly reason: string;
}

export type PriceDecision =
  | (UnitPriceDecision & { readonly ok: true; readonly total: number })
  | { readonly ok: false; readonly message: string };

/** The contract step in force for `qty`: the entry's own price below its first tier. */
function stepFor(entry: ContractPrice, minQty: number, qty: number): number {
  const steps = [{ fromQty: minQty, value: entry.value }, ...entry.tiers];
  return (steps.filter((step) => step.fromQty <= qty).at(-1) ?? steps[0])?.value ?? entry.value;
}

/**
 * The contract's unit price in cents at `qty` over the store's price in cents at that
 * quantity; a percentage off is rounded to the nearest cent (half a cent up).
 */
export function contractCents(
  entry: ContractPrice,
  minQty: number,
  qty: number,
  storeCents: number,
): number {
  const value = stepFor(entry, minQty, qty);
  if (entry.kind === 'fixed') return toCents(value);
  const hundredths = Math.round(value * 100);
  return Math.round((storeCents * (10_000 - hundredths)) / 10_000);
}

const percentText = (value: number): string => `${value} %`;

/** The company's contract price for the tool at `qty`, when one applies; else undefined. */
function contractFor(question: PriceQuestion, storeCents: number): UnitPriceDecision | undefined {
  const { terms, tool, qty } = question;
  const buyer = terms?.buyer;
  const list = buyer?.list;
  // A list is only ever its own company's: a list handed over for another is no list.
  if (!terms || !buyer || !list || list.companyId !== buyer.companyId) return undefined;
  if (!listInForce(list, terms.now)) return undefined;
  const entry = list.prices.find((price) => price.toolId === tool._id);
  if (!entry) return undefined;
  const cents = contractCents(entry, tool.minQty, qty, storeCents);
  // A store price lowered below the contract's, or a percentage rounding to nothing since the
  // tool's price changed: the buyer pays the store's price, never more and never nothing.
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > storeCents) return undefined;
  const off =
    entry.kind === 'percent-off' ? ` (${percentText(stepFor(entry, tool.minQty, qty))} off)` : '';
  return {
    unitPrice: fromCents(cents),
    source: 'contract',
    reason: `Contract price for ${list.companyName}${off} until ${dayText(list.validUntil)}`,
  };
}

/** The store's price: the base price, or the volume tier the quantity reaches. */
function storePrice(tool: TieredTool, qty: number): UnitPriceDecision {
  const tier = tierFor(tool, qty);
  return tier.fromQty > tool.minQty
    ? {
        unitPrice: tier.price,
        source: 'store-tier',
        reason: `Volume price from ${tier.fromQty} units`,
      }
    : { unitPrice: tier.price, source: 'base', reason: 'List price' };
}

/** The unit price of `qty` of the tool for this buyer, and why; not yet checked for a total. */
export function unitPriceDecision(question: PriceQuestion): UnitPriceDecision {
  const { quote, tool, qty } = question;
  if (quote) {
    const number = quote.quoteNumber === undefined ? '' : ` ${quote.quoteNumber}`;
    return {
      unitPrice: quote.unitPrice,
      source: 'quote',
      reason: `Price agreed on quote${number}`,
    };
  }
  const store = storePrice(tool, qty);
  return contractFor(question, toCents(store.unitPrice)) ?? store;
}

/**
 * The line's unit price and total for this buyer, reckoned in whole cents: refused when no
 * price above $0 applies or the total passes the largest one an order may carry.
 */
export function priceFor(question: PriceQuestion): PriceDecision {
  const decision = unitPriceDecision(question);
  const cents = toCents(decision.unitPrice);
  const { qty } = question;
  if (!Number.isSafeInteger(qty) || !Number.isSafeInteger(cents)) {
    return { ok: false, message: 'Prices and quantities are whole numbers' };
  }
  if (cents <= 0 || qty <= 0) return { ok: false, message: NO_PRICE_FOR_QTY };
  if (cents * qty > toCents(MAX_ORDER_TOTAL)) return { ok: false, message: ORDER_TOO_LARGE };
  return { ok: true, ...decision, total: fromCents(cents * qty) };
}

/** "$10.80 / unit: Contract price for Acme Painting until 31 Dec 2026". */
export const priceWithReason = (decision: UnitPriceDecision): string =>
  `${formatAmount(decision.unitPrice)} / unit: ${decision.reason}`;
