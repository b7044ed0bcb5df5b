// A company's statement as stories and tests show it: one overdue invoice, one due soon,
// one paid; in whole cents.
import type { AccountInvoice, Statement } from '../../../domain/account-statement';

const invoice = (
  over: Partial<AccountInvoice> & Pick<AccountInvoice, 'number'>,
): AccountInvoice => ({
  orderId: `order-${over.number}`,
  orderNumber: 1001,
  issuedAt: '2026-10-01T10:00:00.000Z',
  dueDate: '2026-10-31',
  totalCents: 14_000,
  paidCents: 0,
  creditedCents: 0,
  balanceCents: 14_000,
  state: 'open',
  daysOverdue: 0,
  ...over,
});

export const STATEMENT: Statement = {
  companyId: 'acme',
  terms: { netDays: 30, creditLimitCents: 500_000, poRequired: true },
  balanceCents: 24_000,
  availableCents: 476_000,
  ageing: { currentCents: 10_000, days1to30Cents: 14_000, days31to60Cents: 0, over60Cents: 0 },
  invoices: [
    invoice({
      number: 'INV-2026-000003',
      issuedAt: '2026-11-20T10:00:00.000Z',
      dueDate: '2026-11-30',
      totalCents: 10_000,
      balanceCents: 10_000,
      state: 'due',
      poNumber: 'PO-7781',
    }),
    invoice({ number: 'INV-2026-000002', state: 'overdue', daysOverdue: 27 }),
    invoice({ number: 'INV-2026-000001', paidCents: 14_000, balanceCents: 0, state: 'paid' }),
  ],
};

export const EMPTY_STATEMENT: Statement = {
  ...STATEMENT,
  balanceCents: 0,
  availableCents: 500_000,
  ageing: { currentCents: 0, days1to30Cents: 0, days31to60Cents: 0, over60Cents: 0 },
  invoices: [],
};
