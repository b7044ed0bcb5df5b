// Companies' contract price lists as the use cases see them: a table on the server, a Map
// in the in-memory API. One list per company, replaced whole when a store admin saves it.
import type { BuyerTerms } from '../../domain/buyer-price';
import type { PriceList } from '../../domain/contract-prices';

export interface NewPriceList extends Pick<PriceList, 'validFrom' | 'validUntil' | 'prices'> {
  readonly now: Date;
  /** The store admin who saved it. */
  readonly by: string;
}

export interface PriceListStore {
  find(companyId: string): Promise<PriceList | undefined>;
  /** Replaces the company's list; undefined when there is no such company. */
  save(companyId: string, list: NewPriceList): Promise<PriceList | undefined>;
  /** The company `email` belongs to and its list; undefined for anyone in no company. */
  termsOf(email: string): Promise<BuyerTerms | undefined>;
}
