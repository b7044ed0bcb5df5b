import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, type FieldControlProps } from './field-frame';
import * as styles from './text-field.css';

interface FieldWords {
  label: string;
  hint?: string;
  /** A sentence for a person; when set the control is marked invalid and the text announced. */
  error?: string | undefined;
}

export type TextFieldProps = FieldWords & Omit<ComponentProps<'input'>, 'children'>;
export type TextAreaProps = FieldWords & Omit<ComponentProps<'textarea'>, 'children'>;

/** A labelled single-line input with an optional hint and error message. */
export function TextField(props: TextFieldProps) {
  return framed(props, (control) => <input {...control} className={styles.input} />);
}

/** The same field over several lines (a message, a description). */
export function TextArea(props: TextAreaProps) {
  return framed(props, (control) => <textarea rows={5} {...control} className={styles.textarea} />);
}

type Framed = FieldWords & { id?: string; className?: string; 'aria-describedby'?: string };
type FramedOwn = keyof FieldWords | 'id' | 'className';

/** The control drawn by `render` inside the label, hint and error, with the caller's props. */
function framed<P extends Framed>(
  { label, hint, error, id, className, ...control }: P,
  render: (control: Omit<P, FramedOwn> & FieldControlProps) => ReactNode,
) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      describedBy={control['aria-describedby']}
    >
      {(frame) => render({ ...control, ...frame })}
    </FieldFrame>
  );
}
