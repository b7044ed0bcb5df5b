// A form field's props over the form's values as typed: its name, its value, the domain's
// sentence under it, and the change that keeps what is typed (spread into a TextField or
// a TextArea).
import type { ChangeEvent } from 'react';
import type { FieldErrors } from '../../../domain/parse';

export const fieldBinding =
  <K extends string>(
    values: Readonly<Record<K, string>>,
    errors: FieldErrors,
    set: (name: K, value: string) => void,
  ) =>
  (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, event.target.value),
  });
