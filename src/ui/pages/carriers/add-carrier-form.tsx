// The carriers page's form: a carrier's name and its tracking-address template, checked with
// the domain's rule (https, {tracking} once, after the host) before anything is sent, and
// the API's refusal (a name already kept) shown under the form.
import { useState, type FormEvent } from 'react';
import { CarrierInputSchema, type Carrier, type CarrierInput } from '../../../domain/carrier';
import { parseInput, type FieldErrors } from '../../../domain/parse';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';

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
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setFields((now) => ({ ...now, [name]: event.target.value }));
    setFailure(null);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = parseInput(CarrierInputSchema, fields);
    setFieldErrors(parsed.ok ? {} : parsed.fieldErrors);
    setFailure(null);
    if (!parsed.ok) return focusFirstInvalid(form, Object.keys(parsed.fieldErrors));
    setBusy(true);
    const added = await onAdd(parsed.value);
    setBusy(false);
    if (!added.ok) return setFailure(describeError(added.error));
    void notify(carrierAddedMessage(added.value.name));
    setFields(EMPTY);
    onAdded();
  };
  return (
    <form
      className={page.form}
      noValidate
      aria-labelledby="add-carrier-heading"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="add-carrier-heading">Add a carrier</h2>
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        required
        value={fields.name}
        error={fieldErrors['name']}
        onChange={change('name')}
      />
      <TextField
        label="Tracking address"
        name="trackingUrlTemplate"
        type="url"
        autoComplete="off"
        required
        hint="An https address with {tracking} where the tracking number goes, e.g. https://track.example/parcel?id={tracking}"
        value={fields.trackingUrlTemplate}
        error={fieldErrors['trackingUrlTemplate']}
        onChange={change('trackingUrlTemplate')}
      />
      <FormFailure message={failure} />
      <Button type="submit" loading={busy}>
        Add the carrier
      </Button>
    </form>
  );
}
