import { describe, expect, it } from 'vitest';
import { DEMO_INVOICE_TERMS, issueInvoice } from '../../domain/invoice';
import { DEMO_ORDERS } from '../../seed/demo-store';
import { invoiceLayout } from '../../domain/invoice-layout';
import { layoutPdfBytes } from './invoice-pdf.in-memory';

const order = DEMO_ORDERS.find((o) => o.paid);
if (!order) throw new Error('the demo store has a paid order');
const invoice = issueInvoice(
  { ...order, name: 'Zoë (the painter) \\ Œuvre' },
  {
    terms: DEMO_INVOICE_TERMS,
    sequence: 3,
    issuedAt: new Date('2026-03-09T10:00:00Z'),
    paymentId: 'pi_demo',
  },
);
const text = new TextDecoder('latin1').decode(layoutPdfBytes(invoiceLayout(invoice)));

describe('the in-memory invoice PDF', () => {
  it('is a PDF whose cross-reference table points at each of its objects', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const stream = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(stream + length, stream + length + 10)).toBe('\nendstream');
  });

  it('says the number, the buyer (escaped, Latin-1) and the total', () => {
    expect(text).toContain('(Invoice INV-2026-000003) Tj');
    expect(text).toContain('Zo\xeb \\(the painter\\) \\\\ ?uvre');
    expect(text).toContain('Total paid \\(USD\\): $720.00');
  });
});
