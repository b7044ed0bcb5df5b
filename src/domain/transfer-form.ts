// "Record bank transfer" on a company's statement, as a store admin fills it in: the amount
// received for one invoice, in dollars and cents (part of what it owes, or all of it), and
// the bank's reference. Read by the API's own rules, so the sentence shows before sending.
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

/** The fields for an invoice still owing `balanceCents`: all of it, by default. */
export const transferFormOf = (balanceCents: number): TransferForm => ({
  amount: fromCents(balanceCents).toFixed(2),
  reference: '',
});

/** The fields read into what `recordTransfer` takes for `invoice`, or a field's sentence. */
export function readTransferForm(
  form: TransferForm,
  invoice: { readonly number: string; readonly balanceCents: number },
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
  if (cents > invoice.balanceCents) {
    return { ok: false, field: 'amount', message: transferTooLargeSentence(invoice.balanceCents) };
  }
  const read = v.safeParse(RecordTransferSchema, {
    invoiceNumber: invoice.number,
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
