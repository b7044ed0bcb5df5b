// My Company's details form, for its company admins: the name, tax id, billing address and
// the delivery addresses checkout offers. The domain's schema checks it (one sentence at
// each field); the submit machine sends it once however often the button is pressed.
import { useRef, useState } from 'react';
import { CompanyDetailsSchema, MAX_COMPANY_ADDRESSES, type Company } from '../../../domain/company';
import type { UpdateCompanyMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { fieldBinding } from '../dashboard-shared/field-binding';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useCheckedSubmit } from '../dashboard-shared/use-checked-submit';
import * as page from '../dashboard-shared/dashboard-page.css';

export const COMPANY_SAVED_MESSAGE = "The company's details were saved";

export interface CompanyDetailsFormProps {
  readonly company: Company;
  readonly machine: UpdateCompanyMachine;
  /** After the store took the change: the page is read again. */
  readonly onSaved: () => void;
}

/** A delivery address being edited; the key keeps a row's field when another is removed. */
interface AddressRow {
  readonly key: number;
  readonly value: string;
}

export function CompanyDetailsForm({ company, machine, onSaved }: CompanyDetailsFormProps) {
  const [details, setDetails] = useState({
    name: company.name,
    taxId: company.taxId,
    billingAddress: company.billingAddress,
  });
  const nextKey = useRef(company.deliveryAddresses.length);
  const [addresses, setAddresses] = useState<readonly AddressRow[]>(() =>
    company.deliveryAddresses.map((value, key) => ({ key, value })),
  );
  const { fieldErrors, failure, pending, submit } = useCheckedSubmit(
    CompanyDetailsSchema,
    machine,
    {
      toInput: (details) => ({ companyId: company._id, details }),
      onSent: () => {
        void notify(COMPANY_SAVED_MESSAGE);
        onSaved();
      },
    },
  );
  const field = fieldBinding(details, fieldErrors, (name, value) =>
    setDetails((before) => ({ ...before, [name]: value })),
  );
  const setAddress = (key: number, value: string) =>
    setAddresses((rows) => rows.map((row) => (row.key === key ? { key, value } : row)));
  const full = addresses.length >= MAX_COMPANY_ADDRESSES;

  return (
    <form
      className={page.form}
      noValidate
      aria-labelledby="company-details-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit(
          { ...details, deliveryAddresses: addresses.map((row) => row.value) },
          event.currentTarget,
        );
      }}
    >
      <h2 id="company-details-form-heading">Edit the company</h2>
      <TextField label="Company name" autoComplete="organization" {...field('name')} />
      <TextField label="Tax id" hint="EIN or VAT number" {...field('taxId')} />
      <TextField label="Billing address" {...field('billingAddress')} />
      <fieldset className={page.form}>
        <legend>Delivery addresses</legend>
        {addresses.map((row, index) => (
          <div key={row.key} className={page.toolbar}>
            <TextField
              label={`Delivery address ${index + 1}`}
              name={`deliveryAddresses.${index}`}
              value={row.value}
              error={fieldErrors[`deliveryAddresses.${index}`]}
              onChange={(event) => setAddress(row.key, event.target.value)}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => setAddresses((rows) => rows.filter((one) => one.key !== row.key))}
            >
              Remove delivery address {index + 1}
            </Button>
          </div>
        ))}
        <FormFailure message={fieldErrors.deliveryAddresses ?? null} />
        <Button
          type="button"
          variant="secondary"
          disabled={full}
          onClick={() => {
            nextKey.current += 1;
            setAddresses((rows) => [...rows, { key: nextKey.current, value: '' }]);
          }}
        >
          Add a delivery address
        </Button>
        {full && <p>A company keeps at most {MAX_COMPANY_ADDRESSES} delivery addresses.</p>}
      </fieldset>
      <FormFailure message={failure && describeError(failure)} />
      <Button type="submit" loading={pending}>
        Save the company
      </Button>
    </form>
  );
}
