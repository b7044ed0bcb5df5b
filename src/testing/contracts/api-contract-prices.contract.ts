// Contract prices (issue 25 item 3): only a store admin writes a company's list; its members
// read their own company's only; the cart shows the contract price with its reason and the
// checkout charges exactly that, to the company's members and to no one else.
import { beforeEach, expect, it } from 'vitest';
import type { PriceListInput } from '../../domain/contract-prices';
import { ACME } from './company-contract-steps';
import {
  ApiContractKit,
  CONTACT,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

const year = new Date().getUTCFullYear();
const DAYS = { validFrom: `${year - 1}-01-01`, validUntil: `${year + 1}-12-31` };

export function describeApiContractPricesContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let companyId: string;
  let toolId: string;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    toolId = (await kit.addTool({ name: 'Contract Price Roller', price: 20, minQty: 1 }))._id;
    await kit.actAs('customer');
    const applied = unwrap(await kit.api.applyForTradeAccount(ACME), 'Applying');
    await kit.actAs('admin');
    companyId = unwrap(await kit.api.approveApplication(applied._id), 'Approving').companyId ?? '';
  });

  const tenOff = (): PriceListInput => ({
    ...DAYS,
    prices: [{ toolId, kind: 'percent-off', value: 10 }],
  });

  it('is written by a store admin and read by the company’s own members only', async () => {
    await kit.actAs('customer');
    expect(unwrap(await kit.api.getCompanyPriceList(companyId), 'No list yet')).toBeNull();
    expectRefusal(await kit.api.setCompanyPriceList(companyId, tenOff()), 'forbidden');

    await kit.actAs('admin');
    const saved = unwrap(await kit.api.setCompanyPriceList(companyId, tenOff()), 'Saving');
    expect(saved).toMatchObject({
      companyId,
      companyName: 'Acme Painting',
      ...DAYS,
      prices: [{ toolId, kind: 'percent-off', value: 10, tiers: [] }],
    });
    expectRefusal(await kit.api.setCompanyPriceList(UNKNOWN_ID, tenOff()), 'not-found');

    await kit.actAs('customer');
    expect(unwrap(await kit.api.getCompanyPriceList(companyId), 'Reading')).toEqual(saved);
    // Another customer learns nothing of the company or its prices.
    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.getCompanyPriceList(companyId), 'not-found');
    expectRefusal(await kit.api.getCompanyPriceList(UNKNOWN_ID), 'not-found');
    expectRefusal(await kit.api.setCompanyPriceList(companyId, tenOff()), 'forbidden');
  });

  it('is recorded in the audit log each time a store admin saves it, and not when refused', async () => {
    await kit.actAs('admin');
    unwrap(await kit.api.setCompanyPriceList(companyId, tenOff()), 'Saving');
    const bad = { ...DAYS, prices: [{ toolId, kind: 'percent-off', value: 0 }] };
    expectRefusal(await kit.api.setCompanyPriceList(companyId, bad), 'invalid');
    const audit = unwrap(await kit.api.listAuditLog({ page: 1, pageSize: 20, q: '' }), 'Audit');
    // The server's store is shared by the cases: only this company's entries are this case's.
    const ours = audit.items.filter((entry) => entry.subjectId === companyId);
    expect(ours.filter((entry) => entry.action === 'company-price-list-set')).toEqual([
      expect.objectContaining({ subject: 'Acme Painting' }),
    ]);
    expect(audit.items[0]).toMatchObject({
      action: 'company-price-list-set',
      subjectId: companyId,
    });
  });

  it('refuses a fixed price dearer than the store’s with a sentence, keeping the list', async () => {
    await kit.actAs('admin');
    unwrap(await kit.api.setCompanyPriceList(companyId, tenOff()), 'Saving');
    const dearer = { ...DAYS, prices: [{ toolId, kind: 'fixed', value: 20.01 }] };
    expectRefusal(
      await kit.api.setCompanyPriceList(companyId, dearer),
      'invalid',
      "Row 1 (Contract Price Roller): $20.01 from 1 unit is dearer than the store's $20.00: a contract price must not be more than the store's",
    );
    const kept = unwrap(await kit.api.getCompanyPriceList(companyId), 'Reading');
    expect(kept?.prices).toEqual([{ toolId, kind: 'percent-off', value: 10, tiers: [] }]);
  });

  it.each([
    [0, 'Percentage off must be more than 0 %'],
    [100, 'Percentage off must be less than 100 %: a tool is never free'],
    [101, 'Percentage off must be less than 100 %: a tool is never free'],
    [-5, 'Percentage off must be more than 0 %'],
    [1e3, 'Percentage off must be less than 100 %: a tool is never free'],
    ['0x10', 'Percentage off must be a number, like 10 or 12.5'],
    [10.005, 'Percentage off can have at most two decimals, like 12.25'],
  ])('refuses %s percent off with a sentence, keeping the list as it was', async (value, why) => {
    await kit.actAs('admin');
    unwrap(await kit.api.setCompanyPriceList(companyId, tenOff()), 'Saving');
    const odd = { ...DAYS, prices: [{ toolId, kind: 'percent-off', value }] };
    expectRefusal(
      await kit.api.setCompanyPriceList(companyId, odd),
      'invalid',
      `Row 1 (Contract Price Roller): ${why}`,
    );
    const fixed = { ...DAYS, prices: [{ toolId, kind: 'fixed', value: 12.345 }] };
    expectRefusal(await kit.api.setCompanyPriceList(companyId, fixed), 'invalid');
    const kept = unwrap(await kit.api.getCompanyPriceList(companyId), 'Reading');
    expect(kept?.prices).toEqual([{ toolId, kind: 'percent-off', value: 10, tiers: [] }]);
  });

  it('shows each cart line’s price and why, and the checkout charges exactly that', async () => {
    await kit.actAs('admin');
    unwrap(await kit.api.setCompanyPriceList(companyId, tenOff()), 'Saving');

    await kit.actAs('customer');
    const cart = unwrap(await kit.api.addToCart({ toolId, qty: 3 }), 'Adding');
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 18,
      total: 54,
      priceSource: 'contract',
      priceReason: `Contract price for Acme Painting (10 % off) until 31 Dec ${year + 1}`,
    });
    const order = unwrap(
      await kit.api.checkOut({ lines: [{ toolId, qty: 3 }], ...CONTACT }),
      'Checking out',
    );
    // The order keeps why, for its page and its invoice.
    expect(order.lines[0]).toMatchObject({
      unitPrice: 18,
      total: 54,
      priceReason: `Contract price for Acme Painting (10 % off) until 31 Dec ${year + 1}`,
    });
    expect(order.toolPrice).toBe(54);
    const placed = await kit.placeOrder('customer', toolId, 2);
    expect(placed.toolPrice).toBe(36);

    // A lone customer pays the store's price for the same tool.
    await kit.actAs('otherCustomer');
    const theirs = unwrap(await kit.api.addToCart({ toolId, qty: 3 }), 'Adding');
    expect(theirs.lines[0]).toMatchObject({
      unitPrice: 20,
      priceSource: 'base',
      priceReason: 'List price',
    });
    const lone = await kit.placeOrder('otherCustomer', toolId, 2);
    expect(lone.toolPrice).toBe(40);
    expect(lone.lines[0]).not.toHaveProperty('priceReason');
  });

  it('refuses a list whose last day has passed: it would never apply', async () => {
    await kit.actAs('admin');
    const past = { validFrom: `${year - 3}-01-01`, validUntil: `${year - 2}-12-31` };
    expectRefusal(
      await kit.api.setCompanyPriceList(companyId, { ...tenOff(), ...past }),
      'invalid',
      'The last day has passed: the prices would never apply',
    );
    expect(unwrap(await kit.api.getCompanyPriceList(companyId), 'Reading')).toBeNull();
  });

  it('lists a company buyer’s quote beside the price they would pay today', async () => {
    await kit.actAs('admin');
    unwrap(await kit.api.setCompanyPriceList(companyId, tenOff()), 'Saving');
    await kit.actAs('customer');
    const asked = unwrap(
      await kit.api.requestQuote({
        name: 'Casey Customer',
        email: 'typed@example.test',
        message: 'For the spring job',
        lines: [{ toolId, qty: 5 }],
      }),
      'Asking for a quote',
    );
    await kit.actAs('admin');
    const listed = unwrap(await kit.api.listQuotes('new'), 'Listing');
    const mine = listed.find((quote) => quote._id === asked._id);
    expect(mine?.lines[0]).toMatchObject({ qty: 5, listPrice: 18 });
  });
}
