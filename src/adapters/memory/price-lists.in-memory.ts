// Companies' contract price lists in the in-memory world, kept beside its companies: one
// list per company, replaced whole, as the SQL table keeps them.
import type { NewPriceList, PriceListStore } from '../../application/ports/price-list-store.port';
import type { BuyerTerms } from '../../domain/buyer-price';
import type { PriceList } from '../../domain/contract-prices';
import { companiesOf } from './company-store.in-memory';
import { besideState } from './beside-state';
import type { MemoryState } from './memory-state';
import { seededListDays, type DemoCompany } from '../../seed/demo-store';

type Kept = Omit<PriceList, 'companyName'>;

/** The world's price lists by company id, for the seed and the tests that arrange them. */
export const priceListsOf = besideState(() => new Map<string, Kept>());

/** The seed's lists: each seeded company's percentage off every tool the world sells. */
export function seedPriceLists(state: MemoryState, seed: readonly DemoCompany[]): void {
  const now = state.now();
  for (const company of companiesOf(state).companies.values()) {
    const percent = seed.find((one) => one.name === company.name)?.percentOffEveryTool;
    if (percent === undefined) continue;
    priceListsOf(state).set(company._id, {
      companyId: company._id,
      ...seededListDays(now),
      prices: [...state.tools.keys()].map((toolId) => ({
        toolId,
        kind: 'percent-off' as const,
        value: percent,
        tiers: [],
      })),
      updatedAt: now.toISOString(),
    });
  }
}

export class PriceListsInMemory implements PriceListStore {
  constructor(private readonly state: MemoryState) {}

  /** With the company's name as it is now, as the SQL store joins it. */
  private named(list: Kept | undefined): PriceList | undefined {
    const company = list && companiesOf(this.state).companies.get(list.companyId);
    return list && company ? structuredClone({ ...list, companyName: company.name }) : undefined;
  }

  async find(companyId: string): Promise<PriceList | undefined> {
    return this.named(priceListsOf(this.state).get(companyId));
  }

  async save(companyId: string, list: NewPriceList): Promise<PriceList | undefined> {
    if (!companiesOf(this.state).companies.has(companyId)) return undefined;
    const kept: Kept = {
      companyId,
      validFrom: list.validFrom,
      validUntil: list.validUntil,
      prices: structuredClone([...list.prices]),
      updatedAt: list.now.toISOString(),
    };
    priceListsOf(this.state).set(companyId, kept);
    return this.named(kept);
  }

  async termsOf(email: string): Promise<BuyerTerms | undefined> {
    const companies = companiesOf(this.state);
    const membership = companies.members.get(email.toLowerCase());
    const company = membership && companies.companies.get(membership.companyId);
    if (!company) return undefined;
    return {
      companyId: company._id,
      companyName: company.name,
      list: this.named(priceListsOf(this.state).get(company._id)),
    };
  }
}
