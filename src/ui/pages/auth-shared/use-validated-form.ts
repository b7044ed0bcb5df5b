// Form state for the login and sign-up forms: the values as typed, the messages of the
// domain's schema under each field once the person has tried to submit, and focus moved to
// the first field that needs attention.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, Parsed } from '../../../domain/parse';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';

export function useValidatedForm<K extends string, T>(
  initial: Readonly<Record<K, string>>,
  validate: (values: Readonly<Record<K, string>>) => Parsed<T>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);

  const errorsOf = (next: Readonly<Record<K, string>>): FieldErrors => {
    const parsed = validate(next);
    return parsed.ok ? {} : parsed.fieldErrors;
  };

  /** Props for the input of one field: value, change handler, error message. */
  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // Messages follow the typing only after a first try, not while someone starts typing.
      if (tried) setErrors(errorsOf(next));
    },
  });

  const handleSubmit = (onValid: (value: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const parsed = validate(values);
    if (parsed.ok) {
      setErrors({});
      onValid(parsed.value);
      return;
    }
    setErrors(parsed.fieldErrors);
    focusFirstInvalid(event.currentTarget, Object.keys(parsed.fieldErrors));
  };

  return { field, handleSubmit };
}
