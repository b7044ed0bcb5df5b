import { describe, expect, it } from 'vitest';
import { DEMO_INVOICE_TERMS, issueInvoice } from '../../../src/domain/invoice';
import type { Order } from '../../../src/domain/order';
import { isPdf, pdfText } from '../testing/pdf-text';
import { issueCreditNote } from '../../../src/domain/credit-note';
import { PART_NUMBER_MAX } from '../../../src/domain/part-number';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';

const order: Order = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  number: 1042,
  createdAt: '2026-06-15T11:00:00.000Z',
  toolId: 'a',
  toolName: 'Pro Paint Roller 9"',
  toolQty: 3,
  toolPrice: 1090.8,
  toolImg: '/images/roller.svg',
  lines: [
    {
      toolId: 'a',
      toolName: 'Pro Paint Roller 9"',
      toolImg: 'r',
      partNumber: 'PR-9-ROLLER',
      qty: 3,
      unitPrice: 15,
      total: 45,
    },
    {
      toolId: 'b',
      toolName: 'Flat Wall Brush (4")',
      toolImg: 'b',
      qty: 120,
      unitPrice: 8.715,
      total: 1045.8,
    },
  ],
  name: 'Zoë Ångström',
  email: 'customer@paintco.test',
  address: '1 Brush Lane, Dayton OH',
  phone: '+1 555 0100',
  paid: true,
  transactionId: 'pi_local_abc',
  status: 'paid',
};

const invoice = issueInvoice(order, {
  terms: { ...DEMO_INVOICE_TERMS, taxRate: 0.2 },
  sequence: 12,
  issuedAt: new Date('2026-06-15T12:00:00Z'),
  paymentId: 'pi_local_abc',
});

describe('the invoice PDF', () => {
  it('is a PDF that says the number, the parties, the lines and the totals', async () => {
    const pdf = await renderInvoicePdf(invoice, { compress: false });
    expect(isPdf(pdf)).toBe(true);
    const text = pdfText(pdf);
    for (const expected of [
      'Invoice INV-2026-000012',
      '15 June 2026',
      '#1042',
      'pi_local_abc',
      // The company's legal name, as the footer signs it; every amount with two decimals.
      'PaintCo Tools, Inc.',
      'Tax id: DEMO-TAX-0000',
      'Zoë Ångström',
      'Flat Wall Brush (4")',
      '$15.00',
      '$45.00',
      '$8.72',
      '$1,045.80',
      'Subtotal (excluding tax)',
      '$909.00',
      'Tax (20 %)',
      '$181.80',
      'Total paid (USD)',
      '$1,090.80',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints a contract-priced line's reason under its tool, from the order line", async () => {
    const reason = 'Contract price for Acme Painting (10 % off) until 31 Dec 2026';
    const [first, second] = order.lines;
    if (!first || !second) throw new Error('the order has two lines');
    const contract = issueInvoice(
      { ...order, lines: [{ ...first, priceReason: reason }, second] },
      { terms: DEMO_INVOICE_TERMS, sequence: 13, issuedAt: new Date(), paymentId: 'pi_1' },
    );
    expect(contract.lines.map((line) => line.priceNote)).toEqual([reason, undefined]);
    const text = pdfText(await renderInvoicePdf(contract, { compress: false }));
    expect(text).toContain('Pro Paint Roller 9"');
    // Under the part number, wrapped within the column.
    expect(text).toContain('Pro Paint Roller 9"\nPart number PR-9-ROLLER\n');
    expect(text.replace(/\s+/g, '')).toContain(
      `Part number PR-9-ROLLER ${reason}`.replace(/\s+/g, ''),
    );
  });

  it("prints each line's part number under its tool, as the line was ordered", async () => {
    const text = pdfText(await renderInvoicePdf(invoice, { compress: false }));
    expect(text.replace(/\s+/g, ' ')).toContain('Pro Paint Roller 9" Part number PR-9-ROLLER');
    // A line ordered before part numbers, of a tool since gone, prints its name alone.
    expect(text).not.toContain('Flat Wall Brush (4") Part number');
  });

  it('never breaks a part number, however long it and the tool’s name are', async () => {
    const name = 'Professional Extra Wide Anti Drip Paint Roller Frame With Telescopic Pole';
    // The longest a part number may be (32), of the widest letters; and a long, dashed one.
    const widest = 'W'.repeat(PART_NUMBER_MAX);
    const dashed = 'PRO-PAINT-ROLLER-9-INCH-XL-2026A';
    const [first, second] = order.lines;
    if (!first || !second) throw new Error('the order has two lines');
    const long = issueInvoice(
      {
        ...order,
        lines: [
          { ...first, toolName: name, partNumber: dashed, priceReason: 'Price agreed on quote' },
          { ...second, toolName: name, partNumber: widest },
        ],
      },
      { terms: DEMO_INVOICE_TERMS, sequence: 14, issuedAt: new Date(), paymentId: 'pi_2' },
    );
    const lines = pdfText(await renderInvoicePdf(long, { compress: false })).split('\n');
    // Each on a line of its own, whole, the name wrapped above it and the reason below.
    for (const partNumber of [dashed, widest]) {
      expect(lines.filter((line) => line.includes(partNumber))).toEqual([partNumber]);
    }
    expect(lines.filter((line) => line.startsWith('Part number'))).toEqual([
      'Part number',
      'Part number',
    ]);
    expect(lines[lines.indexOf(dashed) + 1]).toBe('Price agreed on quote');
  });

  it('is the same bytes every time for the same snapshot', async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(invoice),
      renderInvoicePdf(invoice),
    ]);
    expect(Buffer.compare(first, second)).toBe(0);
  });

  it('changes when the snapshot does', async () => {
    const other = { ...invoice, totalCents: invoice.totalCents + 1 };
    expect(Buffer.compare(await renderInvoicePdf(invoice), await renderInvoicePdf(other))).not.toBe(
      0,
    );
  });

  it('prints names in any script as they were typed, in embedded fonts', async () => {
    const arabic = 'محمد علي';
    const worldwide = issueInvoice(
      {
        ...order,
        name: `山田 花子 ${arabic} 김민수 Ωμέγα Жуков 😀`,
        address: '北京市朝阳区 1号',
        lines: order.lines.map((line) => ({ ...line, toolName: '滚筒刷 🎨 Pinceau' })),
      },
      { terms: DEMO_INVOICE_TERMS, sequence: 13, issuedAt: new Date(), paymentId: 'pi_x' },
    );
    const pdf = await renderInvoicePdf(worldwide, { compress: false });
    const text = pdfText(pdf);
    // Arabic is drawn right to left: the page holds its letters last first, as they are seen.
    const drawnArabic = [...arabic].reverse().join('');
    expect(text).toContain(`山田 花子 ${drawnArabic} 김민수 Ωμέγα Жуков 😀`);
    expect(text).toContain('北京市朝阳区 1号');
    expect(text).toContain('滚筒刷 🎨 Pinceau');
    // Every font is embedded (a subset of it); none is left to the reader's machine.
    const raw = new TextDecoder('latin1').decode(pdf);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw.match(/\/FontFile2 /g)?.length).toBeGreaterThanOrEqual(5);
  });
});

describe('the credit note PDF', () => {
  it('says its number, the invoice it credits, the reason, the lines and the total', async () => {
    const note = issueCreditNote(
      {
        _id: 'r1',
        orderId: order._id,
        orderNumber: 1042,
        status: 'done',
        amountCents: 1500,
        reason: 'Arrived dented',
        restocked: true,
        lines: [{ line: 0, toolName: 'Pro Paint Roller 9"', qty: 1, amountCents: 1500 }],
        createdAt: '2026-06-20T09:00:00.000Z',
      },
      invoice,
      {
        sequence: 3,
        issuedAt: new Date('2026-06-20T09:00:00Z'),
        settlement: { kind: 'card-refund', paymentId: 'pi_local_abc', gatewayRefundId: 're_1' },
      },
    );
    const text = pdfText(await renderCreditNotePdf(note, { compress: false }));
    for (const expected of [
      'Credit note CN-2026-000003',
      'INV-2026-000012',
      '20 June 2026',
      'Arrived dented',
      'Pro Paint Roller 9"',
      'Part number PR-9-ROLLER',
      '$15.00',
      'Tax (20 %)',
      '$2.50',
      'Total credited (USD)',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
