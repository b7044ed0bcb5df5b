import { useState } from 'react';
import { ProfileUpdateInputSchema } from '../../../domain/user';
import type { UpdateProfileMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useCheckedSubmit } from '../dashboard-shared/use-checked-submit';
import { PROFILE_FIELDS, type ProfileFormValues } from './profile-fields';
import * as styles from '../dashboard-shared/dashboard-page.css';

export const PROFILE_SAVED_MESSAGE = 'Succesfully updated your profile';
export const NO_USER_MESSAGE = 'No user is logged in';

export interface ProfileFormProps {
  email: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  initialValues: ProfileFormValues;
  /** Sends the checked values. */
  machine: UpdateProfileMachine;
  /** After the store took the change: the name that was saved, if one was given. */
  onSaved: (name: string | undefined) => void;
}

/** The update form: the e-mail is shown but cannot be changed (it is the account's key). */
export function ProfileForm({
  email,
  labelledBy,
  initialValues,
  machine,
  onSaved,
}: ProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const { fieldErrors, failure, pending, submit } = useCheckedSubmit(
    ProfileUpdateInputSchema,
    machine,
    {
      toInput: (profile) => ({ email, profile }),
      onSent: ({ input }) => {
        void notify(PROFILE_SAVED_MESSAGE);
        onSaved(input.profile.name);
      },
    },
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit({ ...values, email }, event.currentTarget);
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
      <FormFailure
        message={
          failure && (failure.kind === 'unauthorized' ? NO_USER_MESSAGE : describeError(failure))
        }
      />
      <Button type="submit" loading={pending}>
        Update profile
      </Button>
    </form>
  );
}
