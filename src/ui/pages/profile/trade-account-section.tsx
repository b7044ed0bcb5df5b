// "Apply for a trade account", on My Profile: the person's company when they have one;
// otherwise their last application's answer, and the form while none is waiting.
import { useState, type FormEvent } from 'react';
import { COMPANY_ROLE_LABELS, type MyCompany } from '../../../domain/company';
import type { ApplicationInput, CompanyApplication } from '../../../domain/company-application';
import type { ApiResult } from '../../../ports/api.port';
import { valueOf } from '../../../ports/port-refusal';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmitCall } from '../dashboard-shared/use-submit';

export interface TradeAccountSectionProps {
  readonly company: MyCompany | undefined;
  /** Newest first. */
  readonly applications: readonly CompanyApplication[];
  readonly onApply?: (application: ApplicationInput) => ApiResult<unknown>;
  /** After applying: the profile is read again. */
  readonly onApplied?: () => void;
}

const EMPTY = { companyName: '', taxId: '', address: '', expectedYearlyVolume: '' };

function ApplyForm({
  onApply,
  onApplied,
}: Required<Pick<TradeAccountSectionProps, 'onApply' | 'onApplied'>>) {
  const [values, setValues] = useState(EMPTY);
  const applying = useSubmitCall((input: ApplicationInput) => valueOf(onApply(input)), {
    onSent: onApplied,
  });
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((now) => ({ ...now, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applying.send(values);
  };
  return (
    <form className={page.form} onSubmit={submit}>
      <TextField label="Company name" required maxLength={120} {...field('companyName')} />
      <TextField
        label="Tax id"
        required
        maxLength={30}
        hint="EIN or VAT number"
        {...field('taxId')}
      />
      <TextField label="Company address" required maxLength={200} {...field('address')} />
      <TextField
        label="Expected yearly volume (USD)"
        inputMode="numeric"
        required
        {...field('expectedYearlyVolume')}
      />
      <FormFailure message={applying.failure && describeError(applying.failure)} />
      <Button type="submit" disabled={applying.pending}>
        Apply for a trade account
      </Button>
    </form>
  );
}

export function TradeAccountSection({
  company,
  applications,
  onApply = async () => ({ ok: false, error: { kind: 'network' } }),
  onApplied = () => undefined,
}: TradeAccountSectionProps) {
  const last = applications[0];
  return (
    <section className={page.page} aria-labelledby="trade-account-heading">
      <h2 id="trade-account-heading">Trade account</h2>
      {company ? (
        <p>
          You are {COMPANY_ROLE_LABELS[company.role].toLowerCase()} of {company.company.name}.
        </p>
      ) : (
        <>
          {last?.status === 'pending' && (
            <p>Your application for {last.companyName} is waiting for our answer.</p>
          )}
          {last?.status === 'declined' && (
            <p>
              We could not open a trade account for {last.companyName}: {last.declineReason}
            </p>
          )}
          {last?.status !== 'pending' && <ApplyForm onApply={onApply} onApplied={onApplied} />}
        </>
      )}
    </section>
  );
}
