// The local test-mode card form: number, expiry and security code, formatted as the user
// types and checked as a card form should be (each error shows once the field was left,
// and every one at once when Pay is pressed, focus on the first).
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import {
  checkCardForm,
  formatCardNumber,
  formatExpiry,
  type CardFormValues,
} from '../../domain/card';
import type { CardFieldsProps, TypedCard } from '../../ports/payment.port';

type FieldName = keyof CardFormValues;

interface FieldSpec {
  readonly name: FieldName;
  readonly label: string;
  readonly autoComplete: string;
  readonly placeholder: string;
  readonly maxLength: number;
  readonly format: (typed: string) => string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'number',
    label: 'Card number',
    autoComplete: 'cc-number',
    // Not a card number: a test card typed from a placeholder would be paid with.
    placeholder: '1234 1234 1234 1234',
    // 19 digits and their spaces.
    maxLength: 23,
    format: formatCardNumber,
  },
  {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxLength: 5,
    format: formatExpiry,
  },
  {
    name: 'cvc',
    label: 'CVC',
    autoComplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
    format: (typed) => typed.replace(/\D/g, '').slice(0, 4),
  },
];

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };

const ALL_FIELDS: ReadonlySet<FieldName> = new Set(FIELDS.map((spec) => spec.name));

export function TypedCardFields({
  onCardChange,
  disabled,
  classNames = {},
  payAttempts = 0,
}: CardFieldsProps) {
  const baseId = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [left, setLeft] = useState<ReadonlySet<FieldName>>(new Set());
  const card = useMemo<TypedCard>(
    () => ({
      kind: 'typed-card',
      ...values,
      complete: Object.keys(checkCardForm(values, new Date())).length === 0,
    }),
    [values],
  );

  useEffect(() => onCardChange(card), [card, onCardChange]);

  // Each press of Pay: every field's error shows, and focus goes to the first wrong field.
  const [flagged, setFlagged] = useState(0);
  if (payAttempts !== flagged) {
    setFlagged(payAttempts);
    if (payAttempts > 0) setLeft(ALL_FIELDS);
  }
  useEffect(() => {
    if (payAttempts === 0) return;
    const wrong = checkCardForm(values, new Date());
    const first = FIELDS.find((spec) => wrong[spec.name] !== undefined);
    if (first) document.getElementById(`${baseId}-${first.name}`)?.focus();
    // Only a press moves focus, not typing afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payAttempts, baseId]);

  const errors = checkCardForm(values, new Date());
  const change = (spec: FieldSpec) => (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = spec.format(event.target.value);
    setValues((current) => ({ ...current, [spec.name]: formatted }));
  };

  return (
    <>
      {FIELDS.map((spec) => {
        const id = `${baseId}-${spec.name}`;
        const error = left.has(spec.name) ? errors[spec.name] : undefined;
        return (
          <div key={spec.name} className={classNames.field}>
            <label htmlFor={id} className={classNames.label}>
              {spec.label}
            </label>
            <input
              id={id}
              name={spec.name}
              className={classNames.input}
              inputMode="numeric"
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              maxLength={spec.maxLength}
              value={values[spec.name]}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={change(spec)}
              onBlur={() => setLeft((current) => new Set(current).add(spec.name))}
            />
            {error && (
              <p id={`${id}-error`} className={classNames.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
