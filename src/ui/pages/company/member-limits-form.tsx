// A member's spending limits on My Company, for its company admins: per order and per month,
// dollars and cents or empty for none. An order past either waits for an approver. The
// domain's schema checks the fields (one sentence at each); the submit machine sends the
// change once however often Save is pressed.
import { useState } from 'react';
import type { CompanyMember } from '../../../domain/company';
import {
  spendingLimitsFormOf,
  SpendingLimitsFormSchema,
} from '../../../domain/spending-limits-form';
import type { MemberLimitsMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { fieldBinding } from '../dashboard-shared/field-binding';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useCheckedSubmit } from '../dashboard-shared/use-checked-submit';
import * as page from '../dashboard-shared/dashboard-page.css';

export const limitsSavedMessage = (who: string) => `${who}'s spending limits were saved`;

export interface MemberLimitsFormProps {
  readonly companyId: string;
  readonly member: CompanyMember;
  readonly machine: MemberLimitsMachine;
  /** After the store took the change: the page is read again. */
  readonly onSaved: () => void;
}

const LIMIT_HINT = 'In dollars; leave empty for no limit';

export function MemberLimitsForm({ companyId, member, machine, onSaved }: MemberLimitsFormProps) {
  const who = member.name || member.email;
  const [fields, setFields] = useState(() => spendingLimitsFormOf(member));
  const { fieldErrors, failure, pending, submit } = useCheckedSubmit(
    SpendingLimitsFormSchema,
    machine,
    {
      toInput: (limits) => ({ companyId, email: member.email, limits }),
      onSent: () => {
        void notify(limitsSavedMessage(who));
        onSaved();
      },
    },
  );
  const field = fieldBinding(fields, fieldErrors, (name, value) =>
    setFields({ ...fields, [name]: value }),
  );
  const headingId = `limits-${member.email}`;
  return (
    <form
      className={page.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit(fields, event.currentTarget);
      }}
    >
      <h3 id={headingId}>Spending limits of {who}</h3>
      <div className={page.toolbar}>
        <TextField
          label="Order limit"
          inputMode="decimal"
          hint={LIMIT_HINT}
          {...field('orderLimit')}
        />
        <TextField
          label="Monthly limit"
          inputMode="decimal"
          hint={LIMIT_HINT}
          {...field('monthlyLimit')}
        />
      </div>
      <FormFailure message={failure && describeError(failure)} />
      <Button type="submit" loading={pending}>
        Save the limits of {who}
      </Button>
    </form>
  );
}
