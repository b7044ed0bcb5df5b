import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../text-field/field-frame';
import * as fieldStyles from '../text-field/text-field.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children'
> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  /** A sentence for a person: the choice is marked invalid and the text announced. */
  error?: string | undefined;
}

/** A labelled choice among a few options, framed like the text fields. */
export function Select({ label, options, hint, error, className, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...select} {...control} className={fieldStyles.input}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
