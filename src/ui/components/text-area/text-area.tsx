import { useId, type ComponentProps } from 'react';
import * as fieldStyles from '../text-field/text-field.css';
import * as styles from './text-area.css';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  hint?: string;
  /** A sentence for a person; when set the field is marked invalid and the text announced. */
  error?: string | undefined;
}

/** A labelled multi-line input with an optional hint and error message. */
export function TextArea({ label, hint, error, id, className, ...areaProps }: TextAreaProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const describedBy =
    [areaProps['aria-describedby'], hint && hintId, error && errorId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={areaId} className={fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        rows={5}
        {...areaProps}
        id={areaId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
