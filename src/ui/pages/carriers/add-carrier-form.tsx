// The carriers page's form: a carrier's name and its tracking-address template, checked with
// the domain's rule (https, {tracking} once, after the host) before anything is sent, and
// the API's refusal (a name already kept) shown under the form.
import { useState, type FormEvent } from 'react';
import { CarrierInputSchema, type Carrier, type CarrierInput } from '../../../domain/carrier';
import { parseInput, type FieldErrors } from '../../../domain/parse';
import type { ApiResult } from '../../../ports/api.port';
import { valueOf } from '../../../ports/port-refusal';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import * as page from '../dashboard-shared/dashboard-page.css';
import { fieldBinding } from '../dashboard-shared/field-binding';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmitCall } from '../dashboard-shared/use-submit';

export const carrierAddedMessage = (name: string) => `${name} was added to the carriers`;

export interface AddCarrierFormProps {
  readonly onAdd: (input: CarrierInput) => ApiResult<Carrier>;
  /** After the store kept it: the list is read again. */
  readonly onAdded: () => void;
}

const EMPTY = { name: '', trackingUrlTemplate: '' };

export function AddCarrierForm({ onAdd, onAdded }: AddCarrierFormProps) {
  const [fields, setFields] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const adding = useSubmitCall((input: CarrierInput) => valueOf(onAdd(input)), {
    onSent: ({ output }) => {
      void notify(carrierAddedMessage(output.name));
      setFields(EMPTY);
      onAdded();
    },
  });
  const field = fieldBinding(fields, fieldErrors, (name, value) => {
    setFields((now) => ({ ...now, [name]: value }));
    adding.dismiss();
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding.isSending()) return;
    const parsed = parseInput(CarrierInputSchema, fields);
    setFieldErrors(parsed.ok ? {} : parsed.fieldErrors);
    adding.dismiss();
    if (!parsed.ok) return focusFirstInvalid(event.currentTarget, Object.keys(parsed.fieldErrors));
    adding.send(parsed.value);
  };
  return (
    <form className={page.form} noValidate aria-labelledby="add-carrier-heading" onSubmit={submit}>
      <h2 id="add-carrier-heading">Add a carrier</h2>
      <TextField label="Name" autoComplete="off" required {...field('name')} />
      <TextField
        label="Tracking address"
        type="url"
        autoComplete="off"
        required
        hint="An https address with {tracking} where the tracking number goes, e.g. https://track.example/parcel?id={tracking}"
        {...field('trackingUrlTemplate')}
      />
      <FormFailure message={adding.failure && describeError(adding.failure)} />
      <Button type="submit" loading={adding.pending}>
        Add the carrier
      </Button>
    </form>
  );
}
