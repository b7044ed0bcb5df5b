import { describe, expect, it } from 'vitest';
import { readTransferForm, transferFormOf } from './transfer-form';

const INVOICE = { number: 'INV-2026-000007', balanceCents: 12_000 };

describe('the Record bank transfer form', () => {
  it('offers all the invoice still owes, and reads a part of it into cents', () => {
    expect(transferFormOf(12_000)).toEqual({ amount: '120.00', reference: '' });
    expect(readTransferForm({ amount: '50.5', reference: ' BACS 1234 ' }, [INVOICE])).toEqual({
      ok: true,
      input: { invoiceNumbers: [INVOICE.number], amountCents: 5_050, reference: 'BACS 1234' },
    });
  });

  it.each([
    ['', 'Enter the amount received in dollars and cents, like 250 or 249.50.'],
    ['0', 'Enter the amount received in dollars and cents, like 250 or 249.50.'],
    ['1,00', 'Enter the amount received in dollars and cents, like 250 or 249.50.'],
    [
      '120.01',
      'This transfer is more than the invoice still owes ($120.00). Record at most that, and the rest against another invoice.',
    ],
  ])('says what is wrong with an amount of %j', (amount, message) => {
    expect(readTransferForm({ amount, reference: 'BACS 1' }, [INVOICE])).toEqual({
      ok: false,
      field: 'amount',
      message,
    });
  });

  it('reads one amount for several invoices, up to what they owe together', () => {
    const other = { number: 'INV-2026-000009', balanceCents: 3_000 };
    const credited = { number: 'INV-2026-000011', balanceCents: -500 };
    expect(
      readTransferForm({ amount: '150', reference: 'BACS 9' }, [INVOICE, other, credited]),
    ).toEqual({
      ok: true,
      input: {
        invoiceNumbers: [INVOICE.number, other.number, credited.number],
        amountCents: 15_000,
        reference: 'BACS 9',
      },
    });
    expect(readTransferForm({ amount: '150.01', reference: 'BACS 9' }, [INVOICE, other])).toEqual({
      ok: false,
      field: 'amount',
      message:
        'This transfer is more than the 2 chosen invoices still owe together ($150.00). Record at most that, and the rest against other invoices.',
    });
  });

  it('asks for the bank reference, and refuses one too long', () => {
    expect(readTransferForm({ amount: '10', reference: '  ' }, [INVOICE])).toEqual({
      ok: false,
      field: 'reference',
      message: "Enter the bank's reference of the transfer, as on the statement of account.",
    });
    expect(readTransferForm({ amount: '10', reference: 'x'.repeat(101) }, [INVOICE])).toEqual({
      ok: false,
      field: 'reference',
      message: 'The bank reference must be 100 characters or fewer',
    });
  });
});
