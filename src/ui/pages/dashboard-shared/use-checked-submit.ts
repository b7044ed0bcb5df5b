// A dashboard form's submit: check the input with the domain's schema (one message per
// field, at once, without the machine), then hand the checked value to the form's submit
// machine, which sends it once and keeps the port's refusal. Its outcomes go to the page.
import { useState } from 'react';
import type * as v from 'valibot';
import { parseInput, type FieldErrors } from '../../../domain/parse';
import type { SubmitMachine } from '../../../machines/submit.machine';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import { useSubmit, type SubmitOutcomes } from './use-submit';

export interface CheckedSubmitOptions<C, I, O> extends SubmitOutcomes<I, O> {
  /** What the machine sends, made from the checked value. */
  toInput: (checked: C) => I;
}

export function useCheckedSubmit<const S extends v.GenericSchema, I, O>(
  schema: S,
  machine: SubmitMachine<I, O>,
  options: CheckedSubmitOptions<v.InferOutput<S>, I, O>,
) {
  const { pending, failure, send, dismiss, isSending } = useSubmit(machine, options);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  /** Checks and sends `input`; `form`, when given, gets focus on its first field in error. */
  function submit(input: unknown, form?: HTMLFormElement): void {
    // A second click while the first is on its way changes nothing, not even the messages.
    if (isSending()) return;
    const parsed = parseInput(schema, input);
    setFieldErrors(parsed.ok ? {} : parsed.fieldErrors);
    if (!parsed.ok) {
      dismiss();
      if (form) focusFirstInvalid(form, Object.keys(parsed.fieldErrors));
      return;
    }
    send(options.toInput(parsed.value));
  }

  return { fieldErrors, failure, pending, submit };
}
