// Companies' Price list (store admins): a company's contract prices in a dialog, per tool a
// fixed unit price or a percentage off with optional tiers, and the days they apply. The
// list is read when the dialog opens; the domain checks the form (each sentence at its
// field) before the submit machine sends it, once, however often Save is pressed.
import { useEffect, useState } from 'react';
import type { Company } from '../../../domain/company';
import { checkPriceList, type PriceListIssue } from '../../../domain/contract-price-check';
import { dayOf, type PriceList } from '../../../domain/contract-prices';
import type { Tool } from '../../../domain/tool';
import type { PriceListMachine } from '../../../machines/forms';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { type DialogOpening } from '../../components/dialog/dialog-opening';
import { DialogRead } from '../../components/dialog/dialog-read';
import * as dialogStyles from '../../components/dialog/dialog.css';
import { FormDialog } from '../../components/dialog/form-dialog';
import * as styles from '../../components/price-tiers-editor/price-tiers-editor.css';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { useSubmit } from '../dashboard-shared/use-submit';
import { ContractPriceRowFields } from './contract-price-row';
import {
  EMPTY_CONTRACT_ROW,
  formOf,
  inputOf,
  issueAt,
  type PriceListForm,
} from './price-list-form';
import { Alert } from '../../components/alert/alert';

export const priceListSavedMessage = (name: string) => `Contract prices of ${name} saved`;

export interface PriceListEditing {
  /** The tools a row can name: the catalogue as it is now. */
  readonly tools: readonly Tool[];
  /** Reads the company's list as kept (null while it has none). */
  readonly load: (companyId: string) => ApiResult<PriceList | null>;
  readonly machine: PriceListMachine;
  /** Today, for the first day of a new list and the check that the last has not passed. */
  readonly now?: () => Date;
}

export interface PriceListDialogProps extends DialogOpening, PriceListEditing {
  readonly company: Company;
}

export function PriceListDialog({
  company,
  tools,
  load,
  machine,
  now = () => new Date(),
  ...opening
}: PriceListDialogProps) {
  return (
    <FormDialog
      {...opening}
      title={`Contract prices of ${company.name}`}
      description="Per tool a fixed unit price or a percentage off the store's price, from the first day to the last. A contract price dearer than the store's is never charged."
    >
      {({ close, setBusy }) => (
        <DialogRead what="contract prices" read={() => load(company._id)} readKey={company._id}>
          {(list) => (
            <ListForm
              company={company}
              tools={tools}
              machine={machine}
              now={now}
              setBusy={setBusy}
              onSaved={() => {
                close();
                void notify(priceListSavedMessage(company.name));
              }}
              list={list}
            />
          )}
        </DialogRead>
      )}
    </FormDialog>
  );
}

type FormProps = Required<Omit<PriceListEditing, 'load'>> & {
  readonly company: Company;
  readonly setBusy: (busy: boolean) => void;
  readonly onSaved: () => void;
};

function ListForm({
  company,
  tools,
  machine,
  now,
  setBusy,
  onSaved,
  list,
}: FormProps & { readonly list: PriceList | null }) {
  const [form, setForm] = useState<PriceListForm>(() => formOf(list, dayOf(now())));
  const [issues, setIssues] = useState<readonly PriceListIssue[]>([]);
  const { pending, failure, send, isSending } = useSubmit(machine, { onSent: onSaved });
  useEffect(() => setBusy(pending), [pending, setBusy]);
  const listIssue = issueAt(issues, undefined, 'prices');
  const change = (patch: Partial<PriceListForm>) => setForm((before) => ({ ...before, ...patch }));

  return (
    <form
      noValidate
      className={dialogStyles.scrollingForm}
      aria-label={`Contract prices of ${company.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (isSending()) return;
        const input = inputOf(form);
        const checked = checkPriceList(input, (id) => tools.find((tool) => tool._id === id), now());
        setIssues(checked.ok ? [] : checked.issues);
        if (!checked.ok) return;
        const { validFrom, validUntil, prices } = checked;
        send({ companyId: company._id, list: { validFrom, validUntil, prices } });
      }}
    >
      <div className={dialogStyles.scrollingBody}>
        <div className={styles.row}>
          <TextField
            label="First day"
            hint="YYYY-MM-DD"
            autoComplete="off"
            value={form.validFrom}
            error={issueAt(issues, undefined, 'validFrom')}
            onChange={(event) => change({ validFrom: event.target.value })}
          />
          <TextField
            label="Last day"
            hint="YYYY-MM-DD, included"
            autoComplete="off"
            value={form.validUntil}
            error={issueAt(issues, undefined, 'validUntil')}
            onChange={(event) => change({ validUntil: event.target.value })}
          />
        </div>
        {form.rows.length === 0 && (
          <p className={styles.hint}>No contract prices yet: add a tool.</p>
        )}
        {form.rows.map((row, index) => (
          <ContractPriceRowFields
            key={index}
            row={row}
            index={index}
            tools={tools}
            issues={issues}
            onChange={(next) =>
              change({ rows: form.rows.map((one, i) => (i === index ? next : one)) })
            }
            onRemove={() => change({ rows: form.rows.filter((_, i) => i !== index) })}
          />
        ))}
        <Alert className={styles.rowMessage}>{listIssue}</Alert>
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => change({ rows: [...form.rows, EMPTY_CONTRACT_ROW] })}
          >
            Add a tool
          </Button>
        </div>
      </div>
      <DialogFormActions
        failure={failure && describeError(failure)}
        submitLabel="Save contract prices"
        busy={pending}
        className={dialogStyles.footer}
      />
    </form>
  );
}
