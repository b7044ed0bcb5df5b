import { describe, expect, it } from 'vitest';
import { priceFor, priceWithReason, type BuyerTerms } from './buyer-price';
import type { ContractPrice, PriceList } from './contract-prices';

const roller = {
  _id: 'roller',
  minQty: 10,
  price: 12,
  tiers: [{ fromQty: 100, price: 10.8 }],
};
const now = new Date('2026-06-15T10:00:00Z');

const listOf = (prices: ContractPrice[], over: Partial<PriceList> = {}): PriceList => ({
  companyId: 'acme',
  companyName: 'Acme Painting',
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  prices,
  updatedAt: now.toISOString(),
  ...over,
});
const acme = (list: PriceList | undefined): BuyerTerms => ({
  companyId: 'acme',
  companyName: 'Acme Painting',
  list,
});
const tenOff: ContractPrice = { toolId: 'roller', kind: 'percent-off', value: 10, tiers: [] };

describe('the unit price a buyer pays', () => {
  it('is the list price for a lone customer, and the volume tier from its quantity', () => {
    expect(priceFor({ tool: roller, qty: 10, terms: { buyer: undefined, now } })).toEqual({
      ok: true,
      unitPrice: 12,
      total: 120,
      source: 'base',
      reason: 'List price',
    });
    expect(priceFor({ tool: roller, qty: 100 })).toMatchObject({
      unitPrice: 10.8,
      source: 'store-tier',
      reason: 'Volume price from 100 units',
    });
  });

  it("is the company's percentage off the store's price in force, and says why", () => {
    const terms = { buyer: acme(listOf([tenOff])), now };
    const small = priceFor({ tool: roller, qty: 10, terms });
    expect(small).toMatchObject({ unitPrice: 10.8, total: 108, source: 'contract' });
    expect(small.ok && small.reason).toBe(
      'Contract price for Acme Painting (10 % off) until 31 Dec 2026',
    );
    // 10 % off the $10.80 volume tier: $9.72.
    expect(priceFor({ tool: roller, qty: 100, terms })).toMatchObject({ unitPrice: 9.72 });
  });

  it("is the contract's fixed price and its own tiers", () => {
    const fixed: ContractPrice = {
      toolId: 'roller',
      kind: 'fixed',
      value: 11.5,
      tiers: [{ fromQty: 50, value: 9.25 }],
    };
    const terms = { buyer: acme(listOf([fixed])), now };
    expect(priceFor({ tool: roller, qty: 49, terms })).toMatchObject({ unitPrice: 11.5 });
    expect(priceFor({ tool: roller, qty: 50, terms })).toMatchObject({
      unitPrice: 9.25,
      total: 462.5,
    });
  });

  it("never applies another company's list, nor one out of its days", () => {
    const other = { buyer: { ...acme(listOf([tenOff])), companyId: 'globex' }, now };
    expect(priceFor({ tool: roller, qty: 10, terms: other })).toMatchObject({ source: 'base' });
    const expired = { buyer: acme(listOf([tenOff], { validUntil: '2026-06-14' })), now };
    expect(priceFor({ tool: roller, qty: 10, terms: expired })).toMatchObject({ source: 'base' });
    const future = { buyer: acme(listOf([tenOff], { validFrom: '2026-06-16' })), now };
    expect(priceFor({ tool: roller, qty: 10, terms: future })).toMatchObject({ source: 'base' });
    // Its last day counts, to its end.
    const lastDay = { buyer: acme(listOf([tenOff])), now: new Date('2026-12-31T23:59:59Z') };
    expect(priceFor({ tool: roller, qty: 10, terms: lastDay })).toMatchObject({
      source: 'contract',
    });
  });

  it("charges the store's price when it is lower than a fixed contract price", () => {
    const dear: ContractPrice = { toolId: 'roller', kind: 'fixed', value: 11, tiers: [] };
    const terms = { buyer: acme(listOf([dear])), now };
    expect(priceFor({ tool: roller, qty: 100, terms })).toMatchObject({
      unitPrice: 10.8,
      source: 'store-tier',
    });
  });

  it('is the quote’s agreed price above all', () => {
    const terms = { buyer: acme(listOf([tenOff])), now };
    const quoted = priceFor({
      tool: roller,
      qty: 10,
      terms,
      quote: { unitPrice: 8, quoteNumber: 'Q-7' },
    });
    expect(quoted).toMatchObject({
      unitPrice: 8,
      source: 'quote',
      reason: 'Price agreed on quote Q-7',
    });
  });

  it('reads as the price and its reason', () => {
    const decision = priceFor({ tool: roller, qty: 10 });
    expect(decision.ok && priceWithReason(decision)).toBe('$12.00 / unit: List price');
  });
});
