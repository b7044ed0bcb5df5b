// "Record bank transfer" on a company's statement (store admins): the amount a transfer
// paid against one invoice, all it owes or a part (the rest stays open), and the bank's
// reference. A transfer covering several invoices is recorded against each in turn.
import { useEffect, useState } from 'react';
import type { AccountInvoice, RecordTransferInput } from '../../../domain/account-statement';
import { formatAmount, fromCents } from '../../../domain/money';
import {
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
  readonly invoice: AccountInvoice;
  /** Records it; rejects with the store's refusal. */
  readonly record: (input: RecordTransferInput) => Promise<unknown>;
  /** After the store took it: the statement is read again. */
  readonly onRecorded?: (() => void) | undefined;
}

export const transferRecordedMessage = (input: RecordTransferInput) =>
  `Transfer of ${formatAmount(fromCents(input.amountCents))} recorded against ${input.invoiceNumber}`;

export function TransferDialog({ invoice, record, onRecorded, ...opening }: TransferDialogProps) {
  return (
    <FormDialog
      trigger={
        <Button variant="secondary" aria-label={`Record bank transfer for ${invoice.number}`}>
          Record transfer
        </Button>
      }
      {...opening}
      title={`Bank transfer for ${invoice.number}`}
      description={`Invoice ${invoice.number} still owes ${formatAmount(fromCents(invoice.balanceCents))}. Record what the transfer paid towards it: all of it, or a part (the rest stays open).`}
    >
      {({ close, setBusy }) => (
        <TransferFields
          invoice={invoice}
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
  readonly invoice: AccountInvoice;
  readonly record: (input: RecordTransferInput) => Promise<unknown>;
  readonly setBusy: (busy: boolean) => void;
  readonly onRecorded: (input: RecordTransferInput) => void;
}

function TransferFields({ invoice, record, setBusy, onRecorded }: TransferFieldsProps) {
  const [form, setForm] = useState<TransferForm>(() => transferFormOf(invoice.balanceCents));
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
      aria-label={`Bank transfer for ${invoice.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (recording.isSending()) return;
        const read = readTransferForm(form, invoice);
        setReading(read);
        if (read.ok) recording.send(read.input);
      }}
    >
      <TextField
        label="Amount received"
        hint="In dollars and cents, at most what the invoice still owes"
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
