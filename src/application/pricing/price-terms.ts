// The terms a signed-in person buys on: their company and its contract prices, at the
// moment the price is asked for. Every use case that shows or charges a price reads them
// here, so none can forget the contract and charge retail.
import type { PriceTerms } from '../../domain/buyer-price';
import type { PriceListStore } from '../ports/price-list-store.port';

export interface PricingDeps {
  readonly priceLists: Pick<PriceListStore, 'termsOf'>;
}

export async function priceTermsOf(
  deps: PricingDeps,
  email: string,
  now: Date,
): Promise<PriceTerms> {
  return { buyer: await deps.priceLists.termsOf(email), now };
}
