import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  hint?: string;
  /** A sentence for a person; when set the input is marked invalid and the text announced. */
  error?: string | undefined;
}

/** A labelled single-line input with an optional hint and error message. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      describedBy={inputProps['aria-describedby']}
    >
      {(control) => <input {...inputProps} {...control} className={styles.input} />}
    </FieldFrame>
  );
}
