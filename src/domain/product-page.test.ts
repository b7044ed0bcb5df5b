import { describe, expect, it } from 'vitest';
import { jsonForScript, productFacts, productJsonLd, productSummary } from './product-page';
import type { Tool } from './tool-schema';

const tool: Tool = {
  _id: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01',
  name: 'Paint Roller',
  img: 'https://store.test/roller.svg',
  description: 'A roller.',
  minQty: 1,
  availableQty: 600,
  price: 12,
  tiers: [
    { fromQty: 100, price: 10.8 },
    { fromQty: 500, price: 9.6 },
  ],
};

describe('productFacts', () => {
  it('says the base price, the cheapest tier, the tier table and the stock', () => {
    expect(productFacts(tool)).toEqual({
      priceLine: '$12.00 / unit, from $9.60 / unit at 500+',
      tiers: [
        { quantity: '1–99', unitPrice: '$12.00' },
        { quantity: '100–499', unitPrice: '$10.80' },
        { quantity: '500+', unitPrice: '$9.60' },
      ],
      inStock: true,
      stock: 'In stock: 600 units',
      minimumOrder: 'Minimum order: 1 unit',
    });
  });

  it('names the one tier break of a tool that has one', () => {
    const facts = productFacts({ ...tool, tiers: [{ fromQty: 100, price: 10.8 }] });
    expect(facts.priceLine).toBe('$12.00 / unit, from $10.80 / unit at 100+');
  });

  it('says one price without tiers, and out of stock when the minimum cannot be met', () => {
    const facts = productFacts({ ...tool, tiers: [], minQty: 5, availableQty: 4 });
    expect(facts.priceLine).toBe('$12.00 / unit');
    expect(facts.tiers).toEqual([{ quantity: '5+', unitPrice: '$12.00' }]);
    expect(facts).toMatchObject({ inStock: false, stock: 'Out of stock' });
  });
});

describe('productJsonLd', () => {
  it('is a Product with one Offer in US dollars, its availability and a price per tier', () => {
    const url = 'https://store.test/tools/paint-roller-2c3d4e01';
    expect(productJsonLd(tool, url, tool.img)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Paint Roller',
      description: 'A roller.',
      image: tool.img,
      sku: tool._id,
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: '12.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 1 },
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: '12.00',
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 99 },
          },
          {
            '@type': 'UnitPriceSpecification',
            price: '10.80',
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 100, maxValue: 499 },
          },
          {
            '@type': 'UnitPriceSpecification',
            price: '9.60',
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 500 },
          },
        ],
      },
    });
  });

  it('says OutOfStock when the minimum order cannot be met', () => {
    const ld = productJsonLd({ ...tool, availableQty: 0 }, 'u', 'i');
    expect(ld['offers']).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('jsonForScript', () => {
  it('cannot end its script, open a comment or break a line, and reads back the same', () => {
    const name = '</script><img src=x onerror="alert(1)"><!-- & \u2028 \u2029';
    const text = jsonForScript({ name });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name });
  });
});

describe('productSummary', () => {
  it('keeps a short description and cuts a long one at a word', () => {
    expect(productSummary({ ...tool, description: ' A  roller.\n' })).toBe('A roller.');
    const summary = productSummary({ ...tool, description: 'word '.repeat(60) });
    expect(summary.length).toBeLessThanOrEqual(156);
    expect(summary).toMatch(/word…$/);
  });

  it('keeps 155 characters whole and cuts at 156', () => {
    const exact = `${'a'.repeat(100)} ${'b'.repeat(54)}`;
    expect(productSummary({ ...tool, description: exact })).toBe(exact);
    expect(productSummary({ ...tool, description: `${exact}b` })).toBe(`${'a'.repeat(100)}…`);
  });

  it('cuts inside a word when the last space comes too early (80 characters or fewer)', () => {
    const early = `${'a'.repeat(80)} ${'b'.repeat(100)}`;
    expect(productSummary({ ...tool, description: early })).toBe(
      `${'a'.repeat(80)} ${'b'.repeat(74)}…`,
    );
    const late = `${'a'.repeat(81)} ${'b'.repeat(100)}`;
    expect(productSummary({ ...tool, description: late })).toBe(`${'a'.repeat(81)}…`);
  });
});
