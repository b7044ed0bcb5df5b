// A company's contract prices (issue 25): per tool a fixed unit price or a percentage off
// the store's price, optional quantity tiers of its own, valid from one day to another
// (both included, UTC). A store admin writes it; the company's members read it. What a
// line then costs is decided by buyer-price.ts alone.
import * as v from 'valibot';

export type ContractKind = 'fixed' | 'percent-off';

export const CONTRACT_KIND_LABELS: Readonly<Record<ContractKind, string>> = {
  fixed: 'Fixed unit price',
  'percent-off': 'Percentage off',
};

const ContractKindSchema = v.picklist(
  ['fixed', 'percent-off'],
  'The kind must be a fixed unit price or a percentage off',
);

export const ContractPriceSchema = v.object({
  toolId: v.string(),
  kind: ContractKindSchema,
  /** The price from the tool's minimum quantity: dollars, or a percentage off. */
  value: v.number(),
  /**
   * Cheaper steps from larger quantities, from the smallest quantity up; each value dollars
   * in whole cents for a fixed price, a percentage (up to two decimals) off.
   */
  tiers: v.pipe(v.array(v.object({ fromQty: v.number(), value: v.number() })), v.readonly()),
});
export type ContractPrice = Readonly<v.InferOutput<typeof ContractPriceSchema>>;
export type ContractTier = ContractPrice['tiers'][number];

export const PriceListSchema = v.object({
  companyId: v.string(),
  companyName: v.string(),
  /** The first and the last day it applies (YYYY-MM-DD, UTC), both included. */
  validFrom: v.string(),
  validUntil: v.string(),
  prices: v.pipe(v.array(ContractPriceSchema), v.readonly()),
  updatedAt: v.string(),
});
export type PriceList = Readonly<v.InferOutput<typeof PriceListSchema>>;

/** `GET /prices/mine`: the signed-in person's company and its list; null outside a company. */
export const MyPriceTermsSchema = v.nullable(
  v.object({
    companyId: v.string(),
    companyName: v.string(),
    list: v.optional(PriceListSchema),
  }),
);

/** `GET /company/{id}/price-list`: the list, or null while the company has none. */
export const MaybePriceListSchema = v.nullable(PriceListSchema);

/**
 * The body of `PUT /company/{id}/price-list`: its shape only; every number and date is
 * checked by checkPriceList, so that a form shows each row's sentence at once.
 */
export const PriceListInputSchema = v.object({
  validFrom: v.unknown(),
  validUntil: v.unknown(),
  prices: v.array(v.unknown(), 'prices must be a list of tools and their contract prices'),
});
export type PriceListInput = {
  readonly validFrom: unknown;
  readonly validUntil: unknown;
  readonly prices: readonly unknown[];
};

export { dayOf } from './contract-price-days';
