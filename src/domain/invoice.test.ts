import { describe, expect, it } from 'vitest';
import {
  DEMO_INVOICE_TERMS,
  formatInvoiceNumber,
  formatTaxRate,
  invoiceFileName,
  invoiceTotals,
  issueInvoice,
} from './invoice';
import type { Order } from './order';

const paidOrder: Order = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  number: 1042,
  createdAt: '2026-06-15T11:00:00.000Z',
  toolId: 'a',
  toolName: 'Roller',
  toolQty: 3,
  toolPrice: 1090.8,
  toolImg: '/images/roller.svg',
  lines: [
    { toolId: 'a', toolName: 'Roller', toolImg: 'r', qty: 3, unitPrice: 15, total: 45 },
    { toolId: 'b', toolName: 'Brush', toolImg: 'b', qty: 120, unitPrice: 8.715, total: 1045.8 },
  ],
  name: 'Casey Customer',
  email: 'customer@paintco.test',
  address: '1 Brush Lane, Dayton OH',
  phone: '+1 555 0100',
  paid: true,
  transactionId: 'pi_123',
  status: 'paid',
};

describe('invoice numbers', () => {
  it('are INV, the year of issue (UTC) and the sequence in six digits', () => {
    expect(formatInvoiceNumber(new Date('2026-03-01T00:00:00Z'), 1)).toBe('INV-2026-000001');
    expect(formatInvoiceNumber(new Date('2026-12-31T23:59:59Z'), 424242)).toBe('INV-2026-424242');
    // New Year's Eve in New York is already the new year in UTC.
    expect(formatInvoiceNumber(new Date('2027-01-01T01:00:00Z'), 42)).toBe('INV-2027-000042');
  });

  it('grow a digit past 999,999 rather than wrap', () => {
    expect(formatInvoiceNumber(new Date('2026-01-01Z'), 1_000_000)).toBe('INV-2026-1000000');
  });

  it.each([0, -1, 1.5])('refuse a sequence of %s', (sequence) => {
    expect(() => formatInvoiceNumber(new Date('2026-01-01Z'), sequence)).toThrow(
      new RangeError(`A document sequence starts at 1, not ${sequence}`),
    );
  });

  it('name the file a person saves', () => {
    expect(invoiceFileName('INV-2026-000007')).toBe('INV-2026-000007.pdf');
  });
});

describe('invoice totals in whole cents (prices include tax)', () => {
  it('have no tax at 0 %', () => {
    expect(invoiceTotals([4500, 104580], 0)).toEqual({
      subtotalCents: 109080,
      taxCents: 0,
      totalCents: 109080,
    });
  });

  it('take the tax out of the total at 20 %: $120.00 is $100.00 and $20.00 tax', () => {
    expect(invoiceTotals([12000], 0.2)).toEqual({
      subtotalCents: 10000,
      taxCents: 2000,
      totalCents: 12000,
    });
  });

  it('round the tax once, to the nearest cent, halves up', () => {
    // $1.00 at 20 %: 16.666… cents of tax, 17 cents.
    expect(invoiceTotals([100], 0.2)).toEqual({ subtotalCents: 83, taxCents: 17, totalCents: 100 });
    // $0.21 at 5 %: exactly 1 cent of tax.
    expect(invoiceTotals([21], 0.05).taxCents).toBe(1);
    // 30 cents at 20 %: exactly 5 cents; 3 cents at 20 %: 0.5 cents, a half, rounds up.
    expect(invoiceTotals([30], 0.2).taxCents).toBe(5);
    expect(invoiceTotals([3], 0.2).taxCents).toBe(1);
  });

  it('always add up: subtotal + tax is the total, for any lines and rate', () => {
    for (const rate of [0, 0.055, 0.07, 0.1, 0.19, 0.2, 0.25]) {
      for (const lines of [[1], [99, 1], [333, 333, 334], [99_999_999]]) {
        const totals = invoiceTotals(lines, rate);
        expect(totals.subtotalCents + totals.taxCents).toBe(totals.totalCents);
        expect(totals.totalCents).toBe(lines.reduce((a, b) => a + b, 0));
      }
    }
  });
});

describe('a demo store without its own invoice terms', () => {
  it('names the company by its legal name, with a demo address and tax id, and no tax', () => {
    expect(DEMO_INVOICE_TERMS.seller.name).toBe('PaintCo Tools, Inc.');
    expect(DEMO_INVOICE_TERMS.seller.address).toMatch(/\w/);
    expect(DEMO_INVOICE_TERMS.seller.taxId).toMatch(/^DEMO-/);
    expect(DEMO_INVOICE_TERMS.taxRate).toBe(0);
  });
});

describe('issuing an invoice', () => {
  // Issued inside each test, so that a throw fails that test rather than the file's loading.
  const issue = () =>
    issueInvoice(paidOrder, {
      terms: { ...DEMO_INVOICE_TERMS, taxRate: 0.2 },
      sequence: 7,
      issuedAt: new Date('2026-06-15T12:00:00Z'),
      paymentId: 'pi_123',
    });

  it('copies the buyer, the lines in cents and the payment', () => {
    const invoice = issue();
    expect(invoice).toMatchObject({
      number: 'INV-2026-000007',
      orderNumber: 1042,
      issuedAt: '2026-06-15T12:00:00.000Z',
      paymentId: 'pi_123',
      buyer: {
        name: 'Casey Customer',
        email: 'customer@paintco.test',
        address: '1 Brush Lane, Dayton OH',
        phone: '+1 555 0100',
      },
      seller: DEMO_INVOICE_TERMS.seller,
    });
    expect(invoice.lines).toEqual([
      { description: 'Roller', quantity: 3, unitPriceCents: 1500, lineTotalCents: 4500 },
      // A tier price with a fraction of a cent is shown to the cent; the line total is exact.
      { description: 'Brush', quantity: 120, unitPriceCents: 872, lineTotalCents: 104580 },
    ]);
  });

  it('totals what the card was charged, tax included', () => {
    const invoice = issue();
    expect(invoice).toMatchObject({ totalCents: 109080, taxCents: 18180, subtotalCents: 90900 });
  });
});

describe('tax rates as the invoice prints them', () => {
  it.each([
    [0, '0 %'],
    [0.2, '20 %'],
    [0.055, '5.5 %'],
  ])('a rate of %s is %s', (rate, text) => {
    expect(formatTaxRate(rate)).toBe(text);
  });
});
