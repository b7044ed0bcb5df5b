import type { ComponentProps } from 'react';
import { FieldFrame } from '../text-field/field-frame';
import * as styles from './text-area.css';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  hint?: string;
  /** A sentence for a person; when set the field is marked invalid and the text announced. */
  error?: string | undefined;
}

/** A labelled multi-line input with an optional hint and error message. */
export function TextArea({ label, hint, error, id, className, ...areaProps }: TextAreaProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      describedBy={areaProps['aria-describedby']}
    >
      {(control) => <textarea rows={5} {...areaProps} {...control} className={styles.textarea} />}
    </FieldFrame>
  );
}
