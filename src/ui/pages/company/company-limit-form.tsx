// The company's own monthly limit on My Company, for its company admins: what all the
// members' orders of a month may come to together, dollars and cents or empty for none. An
// order past it waits for an approver. The field's sentence shows before anything is sent.
import { useState, type FormEvent } from 'react';
import type { Company } from '../../../domain/company';
import { parseInput } from '../../../domain/parse';
import type { CompanyLimitInput } from '../../../domain/spending-limits';
import { companyLimitFieldOf, CompanyLimitFormSchema } from '../../../domain/spending-limits-form';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import * as page from '../dashboard-shared/dashboard-page.css';

export const companyLimitSavedMessage = (name: string) => `${name}'s monthly limit was saved`;

export interface CompanyLimitFormProps {
  readonly company: Pick<Company, 'name' | 'monthlyLimitCents'>;
  readonly onSave: (limit: CompanyLimitInput) => ApiResult<unknown>;
  /** After the store took the change: the page is read again. */
  readonly onSaved: () => void;
}

export function CompanyLimitForm({ company, onSave, onSaved }: CompanyLimitFormProps) {
  const [field, setField] = useState(() => companyLimitFieldOf(company.monthlyLimitCents));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const limit = parseInput(CompanyLimitFormSchema, { monthlyLimit: field });
    setError(limit.ok ? undefined : limit.message);
    if (!limit.ok) return;
    setBusy(true);
    const saved = await onSave(limit.value);
    setBusy(false);
    if (!saved.ok) {
      void notify(describeError(saved.error), 'error');
      return;
    }
    void notify(companyLimitSavedMessage(company.name));
    onSaved();
  };
  return (
    <form
      className={page.form}
      noValidate
      aria-labelledby="company-limit-heading"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="company-limit-heading">Monthly limit of the whole company</h3>
      <TextField
        label="Company monthly limit"
        name="companyMonthlyLimit"
        inputMode="decimal"
        hint="In dollars, for all the members' orders of a month together; empty for no limit"
        value={field}
        error={error}
        onChange={(event) => setField(event.target.value)}
      />
      <Button type="submit" loading={busy}>
        Save the company&apos;s monthly limit
      </Button>
    </form>
  );
}
