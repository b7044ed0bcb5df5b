import { useId, type ComponentProps } from 'react';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  hint?: string;
  /** A sentence for a person; when set the input is marked invalid and the text announced. */
  error?: string | undefined;
}

/** A labelled single-line input with an optional hint and error message. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [inputProps['aria-describedby'], hint && hintId, error && errorId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
