import { describe, expect, it } from 'vitest';
import type { KeptAccountInvoice } from './account-statement';
import { allocateTransfer, paidBy } from './transfer-allocation';

const invoice = (number: string, issuedAt: string, owed: number): KeptAccountInvoice => ({
  number,
  orderId: `order-${number}`,
  orderNumber: 1000,
  issuedAt,
  dueDate: '2026-07-01',
  totalCents: owed + 1_000,
  paidCents: 1_000,
  creditedCents: 0,
});

const OLD = invoice('INV-2026-000003', '2026-05-01T09:00:00.000Z', 4_000);
const MID = invoice('INV-2026-000005', '2026-05-20T09:00:00.000Z', 2_500);
const NEW = invoice('INV-2026-000008', '2026-06-02T09:00:00.000Z', 7_000);
const ALL = [NEW, MID, OLD];

describe('one bank transfer spread over several invoices', () => {
  it('pays the oldest first, whatever order they were chosen in, and leaves the rest open', () => {
    expect(allocateTransfer(ALL, [NEW.number, OLD.number, MID.number], 8_000)).toEqual({
      allocations: [
        { invoiceNumber: OLD.number, amountCents: 4_000 },
        { invoiceNumber: MID.number, amountCents: 2_500 },
        { invoiceNumber: NEW.number, amountCents: 1_500 },
      ],
    });
  });

  it('gives nothing to invoices the amount does not reach, nor to one already paid', () => {
    const paid = { ...MID, paidCents: MID.totalCents };
    expect(
      allocateTransfer([NEW, paid, OLD], [NEW.number, paid.number, OLD.number], 5_000),
    ).toEqual({
      allocations: [
        { invoiceNumber: OLD.number, amountCents: 4_000 },
        { invoiceNumber: NEW.number, amountCents: 1_000 },
      ],
    });
  });

  it('takes the whole sum owed, and refuses a cent more with what they owe together', () => {
    expect(allocateTransfer(ALL, [OLD.number, NEW.number], 11_000)).toEqual({
      allocations: [
        { invoiceNumber: OLD.number, amountCents: 4_000 },
        { invoiceNumber: NEW.number, amountCents: 7_000 },
      ],
    });
    expect(allocateTransfer(ALL, [OLD.number, NEW.number], 11_001)).toEqual({
      refused: 'transfer-too-large',
      balanceCents: 11_000,
      invoiceCount: 2,
    });
  });

  it('does not let a credit on one invoice stretch what another owes', () => {
    const credited = { ...MID, creditedCents: MID.totalCents + 500 };
    expect(allocateTransfer([OLD, credited], [OLD.number, credited.number], 4_001)).toEqual({
      refused: 'transfer-too-large',
      balanceCents: 4_000,
      invoiceCount: 2,
    });
  });

  it('counts an invoice named twice once: it never pays past what that invoice owes', () => {
    expect(allocateTransfer(ALL, [OLD.number, OLD.number], 8_000)).toEqual({
      refused: 'transfer-too-large',
      balanceCents: 4_000,
      invoiceCount: 1,
    });
  });

  it('names an invoice that is not the company’s', () => {
    expect(allocateTransfer(ALL, [OLD.number, 'INV-2026-999999'], 100)).toEqual({
      refused: 'no-such-invoice',
      invoiceNumber: 'INV-2026-999999',
    });
  });

  it('reads the invoices as they stand after it', () => {
    const allocations = [{ invoiceNumber: OLD.number, amountCents: 1_000 }];
    expect(paidBy(ALL, allocations)).toEqual([{ ...OLD, paidCents: 2_000 }]);
  });
});
