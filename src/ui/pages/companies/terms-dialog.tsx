// Companies' Terms (store admins): whether a company may pay on account, within net 15, 30
// or 60 days, up to which credit limit, and whether each such order needs a PO number. The
// terms and the balance are read when the dialog opens; each field's sentence shows before
// anything is sent, and the store's refusal under the form.
import { useEffect, useState } from 'react';
import { NET_TERMS, type AccountTerms, type SetTermsInput } from '../../../domain/account-terms';
import {
  readTermsForm,
  termsFormOf,
  type TermsForm,
  type TermsFormReading,
} from '../../../domain/account-terms-form';
import type { Company } from '../../../domain/company';
import { formatAmount, fromCents } from '../../../domain/money';
import type { ApiResult } from '../../../ports/api.port';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import type { DialogOpening } from '../../components/dialog/dialog-opening';
import { DialogRead } from '../../components/dialog/dialog-read';
import { FormDialog } from '../../components/dialog/form-dialog';
import { Select } from '../../components/select/select';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmitCall } from '../dashboard-shared/use-submit';
import * as choice from '../order-detail/refund-dialog.css';

/** What the dialog reads of a company's account when it opens. */
export interface AccountSummary {
  readonly terms: AccountTerms | null;
  readonly balanceCents: number;
}

export interface TermsEditing {
  readonly load: (companyId: string) => ApiResult<AccountSummary>;
  /** Rejects with the store's refusal. */
  readonly save: (companyId: string, input: SetTermsInput) => Promise<unknown>;
}

export interface TermsDialogProps extends DialogOpening, TermsEditing {
  readonly company: Pick<Company, '_id' | 'name'>;
  /** After the store took the change. */
  readonly onSaved?: (() => void) | undefined;
}

export const termsSavedMessage = (name: string, input: SetTermsInput) =>
  input.terms === null
    ? `${name} no longer pays on account`
    : `${name} pays on account: net ${input.terms.netDays}, up to ${formatAmount(fromCents(input.terms.creditLimitCents))}`;

const NET_OPTIONS = [
  { value: '', label: 'No terms: pays by card' },
  ...NET_TERMS.map((days) => ({ value: `${days}`, label: `Net ${days}: within ${days} days` })),
];

export function TermsDialog({ company, load, save, onSaved, ...opening }: TermsDialogProps) {
  return (
    <FormDialog
      {...opening}
      title={`Terms of ${company.name}`}
      description="A company with terms may confirm orders on account and pay their invoices later, as long as what it owes stays within its credit limit."
    >
      {({ close, setBusy }) => (
        <DialogRead what="terms" read={() => load(company._id)} readKey={company._id}>
          {(summary) => (
            <TermsFields
              company={company}
              save={save}
              setBusy={setBusy}
              onSaved={(input) => {
                close();
                void notify(termsSavedMessage(company.name, input));
                onSaved?.();
              }}
              summary={summary}
            />
          )}
        </DialogRead>
      )}
    </FormDialog>
  );
}

interface TermsFieldsProps extends Pick<TermsEditing, 'save'> {
  readonly company: Pick<Company, '_id' | 'name'>;
  readonly setBusy: (busy: boolean) => void;
  readonly onSaved: (input: SetTermsInput) => void;
  readonly summary: AccountSummary;
}

function TermsFields({ company, save, setBusy, onSaved, summary }: TermsFieldsProps) {
  const [form, setForm] = useState<TermsForm>(() => termsFormOf(summary.terms));
  const [reading, setReading] = useState<TermsFormReading>();
  const saving = useSubmitCall((input: SetTermsInput) => save(company._id, input), {
    onSent: ({ input }) => onSaved(input),
  });
  useEffect(() => setBusy(saving.pending), [saving.pending, setBusy]);
  const change = (patch: Partial<TermsForm>) => {
    setForm((before) => ({ ...before, ...patch }));
    setReading(undefined);
    saving.dismiss();
  };
  const issue = (field: string) =>
    reading && !reading.ok && reading.field === field ? reading.message : undefined;
  const none = form.netDays === '';
  return (
    <form
      noValidate
      className={page.form}
      aria-label={`Terms of ${company.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (saving.isSending()) return;
        const read = readTermsForm(form);
        setReading(read);
        if (read.ok) saving.send(read.input);
      }}
    >
      <p>Owed now on account: {formatAmount(fromCents(summary.balanceCents))}</p>
      <Select
        label="Payment terms"
        options={NET_OPTIONS}
        value={form.netDays}
        error={issue('netDays')}
        onChange={(event) => change({ netDays: event.target.value as TermsForm['netDays'] })}
      />
      <TextField
        label="Credit limit"
        hint="In dollars: the most the company may owe at once, invoices not yet paid included"
        inputMode="decimal"
        autoComplete="off"
        disabled={none}
        value={form.creditLimit}
        error={issue('creditLimit')}
        onChange={(event) => change({ creditLimit: event.target.value })}
      />
      <label className={choice.choice}>
        <input
          type="checkbox"
          className={choice.control}
          disabled={none}
          checked={form.poRequired}
          onChange={(event) => change({ poRequired: event.target.checked })}
        />
        A PO number is required on every order on account
      </label>
      <FormFailure message={saving.failure && describeError(saving.failure)} />
      <DialogFormActions submitLabel="Save terms" busy={saving.pending} />
    </form>
  );
}
