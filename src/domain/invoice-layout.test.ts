import { describe, expect, it } from 'vitest';
import type { Invoice } from './invoice';
import { invoiceLayout } from './invoice-layout';

const invoice: Invoice = {
  number: 'INV-2026-000007',
  sequence: 7,
  orderId: 'order-1',
  orderNumber: 1042,
  // Late in the evening: the day printed is the UTC day, the one in the number's year.
  issuedAt: '2026-06-15T23:30:00.000Z',
  paymentId: 'pi_123',
  currency: 'USD',
  seller: { name: 'PaintCo Tools, Inc.', address: '1 Canvas Row', taxId: 'GB123' },
  buyer: {
    name: 'Casey Customer',
    email: 'customer@paintco.test',
    address: '1 Brush Lane, Dayton OH',
    phone: '+1 555 0100',
  },
  lines: [
    { description: 'Roller', quantity: 3, unitPriceCents: 1500, lineTotalCents: 4500 },
    { description: 'Brush', quantity: 120, unitPriceCents: 872, lineTotalCents: 104580 },
  ],
  taxRate: 0.2,
  subtotalCents: 90900,
  taxCents: 18180,
  totalCents: 109080,
};

describe('what an invoice says', () => {
  it('is titled by its number, and gives the number, day of issue, order and payment', () => {
    const layout = invoiceLayout(invoice);
    expect(layout.title).toBe('Invoice INV-2026-000007');
    expect(layout.facts).toEqual([
      ['Invoice number', 'INV-2026-000007'],
      ['Issue date', '15 June 2026'],
      ['Order', '#1042'],
      ['Payment', 'pi_123'],
    ]);
  });

  it('names the seller with its tax id, and the buyer with how to reach them', () => {
    const layout = invoiceLayout(invoice);
    expect(layout.seller).toEqual(['PaintCo Tools, Inc.', '1 Canvas Row', 'Tax id: GB123']);
    expect(layout.buyer).toEqual([
      'Casey Customer',
      '1 Brush Lane, Dayton OH',
      'customer@paintco.test',
      '+1 555 0100',
    ]);
  });

  it("says under a line's tool why its price is not the list price", () => {
    const note = 'Contract price for Acme Painting (10 % off) until 31 Dec 2026';
    const [roller, brush] = invoice.lines;
    if (!roller || !brush) throw new Error('the invoice has two lines');
    const layout = invoiceLayout({ ...invoice, lines: [{ ...roller, priceNote: note }, brush] });
    expect(layout.rows.map((row) => row[0])).toEqual([`Roller\n${note}`, 'Brush']);
  });

  it('lists each line under its four columns, amounts in dollars and cents', () => {
    const layout = invoiceLayout(invoice);
    expect(layout.columns).toEqual(['Tool', 'Quantity', 'Unit price', 'Line total']);
    expect(layout.rows).toEqual([
      ['Roller', '3', '$15.00', '$45.00'],
      ['Brush', '120', '$8.72', '$1,045.80'],
    ]);
  });

  it('totals the subtotal, the tax at its rate and what was paid, and says nothing is due', () => {
    const layout = invoiceLayout(invoice);
    expect(layout.totals).toEqual([
      ['Subtotal (excluding tax)', '$909.00'],
      ['Tax (20 %)', '$181.80'],
      ['Total paid (USD)', '$1,090.80'],
    ]);
    expect(layout.note).toBe('Prices include tax. Paid in full by card; nothing is due.');
  });

  it('prints every amount as the store writes money: no tax as $0.00, cents to the cent', () => {
    const layout = invoiceLayout({
      ...invoice,
      lines: [{ description: 'Tip', quantity: 1, unitPriceCents: 5, lineTotalCents: 5 }],
      taxRate: 0,
      subtotalCents: 99_999_999,
      taxCents: 0,
      totalCents: 99_999_999,
    });
    expect(layout.rows).toEqual([['Tip', '1', '$0.05', '$0.05']]);
    expect(layout.totals.map(([, value]) => value)).toEqual([
      '$999,999.99',
      '$0.00',
      '$999,999.99',
    ]);
  });
});
