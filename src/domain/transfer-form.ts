// "Record bank transfer" on a company's statement, as a store admin fills it in: the amount
// received for the invoices chosen, in dollars and cents (part of what they owe, or all of
// it: the oldest is paid first), and the bank's reference. Read by the API's own rules, so
// the sentence shows before sending.
import * as v from 'valibot';
import {
  RecordTransferSchema,
  transferTooLargeSentence,
  type RecordTransferInput,
} from './account-statement';
import { parseDollarAmount } from './dollar-amount';
import { fromCents, toCents } from './money';

export interface TransferForm {
  readonly amount: string;
  readonly reference: string;
}

export type TransferFormField = keyof TransferForm;

export type TransferFormReading =
  | { readonly ok: true; readonly input: RecordTransferInput }
  | { readonly ok: false; readonly field: TransferFormField; readonly message: string };

/** The fields for invoices still owing `balanceCents` together: all of it, by default. */
export const transferFormOf = (balanceCents: number): TransferForm => ({
  amount: fromCents(balanceCents).toFixed(2),
  reference: '',
});

type ChosenInvoice = { readonly number: string; readonly balanceCents: number };

/** What the chosen invoices still owe together (a credit on one lowers no other's debt). */
export const owedByAll = (invoices: readonly ChosenInvoice[]): number =>
  invoices.reduce((sum, invoice) => sum + Math.max(0, invoice.balanceCents), 0);

/** The fields read into what `recordTransfer` takes for `invoices`, or a field's sentence. */
export function readTransferForm(
  form: TransferForm,
  invoices: readonly ChosenInvoice[],
): TransferFormReading {
  const dollars = parseDollarAmount(form.amount);
  const cents = dollars === undefined ? 0 : toCents(dollars);
  if (cents < 1) {
    return {
      ok: false,
      field: 'amount',
      message: 'Enter the amount received in dollars and cents, like 250 or 249.50.',
    };
  }
  const owed = owedByAll(invoices);
  if (cents > owed) {
    const message = transferTooLargeSentence(owed, invoices.length);
    return { ok: false, field: 'amount', message };
  }
  const read = v.safeParse(RecordTransferSchema, {
    invoiceNumbers: invoices.map((invoice) => invoice.number),
    amountCents: cents,
    reference: form.reference,
  });
  if (!read.success) {
    const reference = form.reference.trim() === '';
    return {
      ok: false,
      field: 'reference',
      message: reference
        ? "Enter the bank's reference of the transfer, as on the statement of account."
        : read.issues[0].message,
    };
  }
  return { ok: true, input: read.output };
}
