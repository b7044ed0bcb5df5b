import { useState } from 'react';
import { ProfileUpdateInputSchema, type ProfileUpdateInput } from '../../../domain/user';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useCheckedSubmit } from '../dashboard-shared/use-checked-submit';
import { PROFILE_FIELDS, type ProfileFormValues } from './profile-fields';
import * as styles from '../dashboard-shared/dashboard-page.css';

export interface ProfileFormProps {
  email: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  initialValues: ProfileFormValues;
  /** Saves the checked values; resolves to a sentence when the save failed. */
  onSave: (profile: ProfileUpdateInput) => Promise<string | null>;
}

/** The update form: the e-mail is shown but cannot be changed (it is the account's key). */
export function ProfileForm({ email, labelledBy, initialValues, onSave }: ProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const { fieldErrors, failure, pending, submit } = useCheckedSubmit(
    ProfileUpdateInputSchema,
    onSave,
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ ...values, email });
      }}
      noValidate
      aria-labelledby={labelledBy}
    >
      <TextField label="Email" value={email} readOnly hint="Your e-mail cannot be changed here." />
      {PROFILE_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          type={'type' in field ? field.type : 'text'}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          error={fieldErrors[field.name]}
          onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
        />
      ))}
      <FormFailure message={failure} />
      <Button type="submit" loading={pending}>
        Update profile
      </Button>
    </form>
  );
}
