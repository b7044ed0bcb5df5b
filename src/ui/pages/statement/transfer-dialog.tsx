// "Record bank transfer" on a company's statement (store admins): one transfer against the
// invoices ticked, all they owe or a part. The oldest is paid first and what the amount does
// not reach stays open; the bank's reference traces it.
import { useEffect, useState } from 'react';
import type { AccountInvoice, RecordTransferInput } from '../../../domain/account-statement';
import { formatAmount, fromCents } from '../../../domain/money';
import {
  owedByAll,
  readTransferForm,
  transferFormOf,
  type TransferForm,
  type TransferFormReading,
} from '../../../domain/transfer-form';
import { Button } from '../../components/button/button';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import type { DialogOpening } from '../../components/dialog/dialog-opening';
import { FormDialog } from '../../components/dialog/form-dialog';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmitCall } from '../dashboard-shared/use-submit';

export interface TransferDialogProps extends DialogOpening {
  /** The open invoices ticked on the statement; none: the button says to tick some. */
  readonly invoices: readonly AccountInvoice[];
  /** Records it; rejects with the store's refusal. */
  readonly record: (input: RecordTransferInput) => Promise<unknown>;
  /** After the store took it: the ticks clear and the statement is read again. */
  readonly onRecorded?: (() => void) | undefined;
}

const cents = (amount: number) => formatAmount(fromCents(amount));

/** "INV-1" for one invoice, "3 invoices" for several. */
const invoicesNamed = (numbers: readonly string[]): string =>
  numbers.length === 1 ? (numbers[0] ?? '') : `${numbers.length} invoices`;

export const transferRecordedMessage = (input: RecordTransferInput) =>
  `Transfer of ${cents(input.amountCents)} recorded against ${input.invoiceNumbers.join(', ')}`;

export function TransferDialog({ invoices, record, onRecorded, ...opening }: TransferDialogProps) {
  const named = invoicesNamed(invoices.map((invoice) => invoice.number));
  if (invoices.length === 0) {
    return <p>Tick the invoices a bank transfer paid to record it against them.</p>;
  }
  return (
    <FormDialog
      trigger={
        <Button variant="secondary" aria-label={`Record bank transfer for ${named}`}>
          Record transfer
        </Button>
      }
      {...opening}
      title={`Bank transfer for ${named}`}
      description={
        invoices.length === 1
          ? `Invoice ${named} still owes ${cents(owedByAll(invoices))}. Record what the transfer paid towards it: all of it, or a part (the rest stays open).`
          : `${invoices.map((invoice) => invoice.number).join(', ')} still owe ${cents(owedByAll(invoices))} together. Record what the transfer paid: the oldest invoice is paid first, and what it does not cover stays open.`
      }
    >
      {({ close, setBusy }) => (
        <TransferFields
          invoices={invoices}
          named={named}
          record={record}
          setBusy={setBusy}
          onRecorded={(input) => {
            close();
            void notify(transferRecordedMessage(input));
            onRecorded?.();
          }}
        />
      )}
    </FormDialog>
  );
}

interface TransferFieldsProps {
  readonly invoices: readonly AccountInvoice[];
  readonly named: string;
  readonly record: (input: RecordTransferInput) => Promise<unknown>;
  readonly setBusy: (busy: boolean) => void;
  readonly onRecorded: (input: RecordTransferInput) => void;
}

function TransferFields({ invoices, named, record, setBusy, onRecorded }: TransferFieldsProps) {
  const [form, setForm] = useState<TransferForm>(() => transferFormOf(owedByAll(invoices)));
  const [reading, setReading] = useState<TransferFormReading>();
  const recording = useSubmitCall(record, { onSent: ({ input }) => onRecorded(input) });
  useEffect(() => setBusy(recording.pending), [recording.pending, setBusy]);
  const change = (patch: Partial<TransferForm>) => {
    setForm((before) => ({ ...before, ...patch }));
    setReading(undefined);
    recording.dismiss();
  };
  const issue = (field: keyof TransferForm) =>
    reading && !reading.ok && reading.field === field ? reading.message : undefined;
  return (
    <form
      noValidate
      className={page.form}
      aria-label={`Bank transfer for ${named}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (recording.isSending()) return;
        const read = readTransferForm(form, invoices);
        setReading(read);
        if (read.ok) recording.send(read.input);
      }}
    >
      <TextField
        label="Amount received"
        hint="In dollars and cents, at most what the invoices still owe"
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        error={issue('amount')}
        onChange={(event) => change({ amount: event.target.value })}
      />
      <TextField
        label="Bank reference"
        hint="As on the bank statement, so the payment can be traced"
        autoComplete="off"
        maxLength={100}
        value={form.reference}
        error={issue('reference')}
        onChange={(event) => change({ reference: event.target.value })}
      />
      <FormFailure message={recording.failure && describeError(recording.failure)} />
      <DialogFormActions submitLabel="Record transfer" busy={recording.pending} />
    </form>
  );
}
