import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../domain/parse';
import { parseInput } from '../../../domain/parse';
import { ProfileUpdateInputSchema, type ProfileUpdateInput } from '../../../domain/user';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { PROFILE_FIELDS, type ProfileFormValues } from './profile-fields';
import * as styles from './profile-page.css';

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
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = parseInput(ProfileUpdateInputSchema, { ...values, email });
    if (!parsed.ok) {
      setFieldErrors(parsed.fieldErrors);
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setSaving(true);
    const problem = await onSave(parsed.value);
    setSaving(false);
    setFailure(problem);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
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
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={saving}>
        Update profile
      </Button>
    </form>
  );
}
