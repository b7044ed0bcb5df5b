import { useId, type ReactNode } from 'react';
import * as styles from './text-field.css';

/** What the frame hands its control, so the label, hint and error point at it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  /** A sentence for a person; when set the control is marked invalid and the text announced. */
  error?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** Descriptions the caller already gives the control, kept before the hint and error. */
  describedBy?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error around one form control (a text field or a text area). */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  className,
  describedBy,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby':
          [describedBy, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
