// A dashboard form's submit: check the input with the domain's schema (one message per
// field, at once, without the machine), then hand the checked value to the form's submit
// machine, which sends it once and keeps the port's refusal. Its outcomes go to the page.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { parseInput, type FieldErrors } from '../../../domain/parse';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import {
  isSending,
  type SubmitEmitted,
  type SubmitMachine,
} from '../../../machines/submit.machine';

export interface CheckedSubmitOptions<C, I> {
  /** What the machine sends, made from the checked value. */
  toInput: (checked: C) => I;
  onSent?: (sent: Extract<SubmitEmitted<I>, { type: 'sent' }>) => void;
  onFailed?: (failed: Extract<SubmitEmitted<I>, { type: 'failed' }>) => void;
}

export function useCheckedSubmit<const S extends v.GenericSchema, I>(
  schema: S,
  machine: SubmitMachine<I>,
  options: CheckedSubmitOptions<v.InferOutput<S>, I>,
) {
  const actor = useActorRef(machine);
  const pending = useSelector(actor, isSending);
  const failure = useSelector(actor, (snapshot) => snapshot.context.error);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // The latest options, so an outcome is handled with the form as it is when it lands.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('sent', (event) => latest.current.onSent?.(event)),
      actor.on('failed', (event) => latest.current.onFailed?.(event)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  /** Checks and sends `input`; `form`, when given, gets focus on its first field in error. */
  function submit(input: unknown, form?: HTMLFormElement): void {
    // A second click while the first is on its way changes nothing, not even the messages.
    if (isSending(actor.getSnapshot())) return;
    const parsed = parseInput(schema, input);
    setFieldErrors(parsed.ok ? {} : parsed.fieldErrors);
    if (!parsed.ok) {
      actor.send({ type: 'dismiss' });
      if (form) focusFirstInvalid(form, Object.keys(parsed.fieldErrors));
      return;
    }
    actor.send({ type: 'submit', input: latest.current.toInput(parsed.value) });
  }

  return { fieldErrors, failure, pending, submit };
}
