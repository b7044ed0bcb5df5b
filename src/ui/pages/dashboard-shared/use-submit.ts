// A form's submit machine, started for the component: whether a send is on its way, the
// port's last refusal, and each outcome handed to the page with the form as it is then.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  isSending,
  submitMachine,
  type SubmitEmitted,
  type SubmitMachine,
} from '../../../machines/submit.machine';

export interface SubmitOutcomes<I, O> {
  onSent?: (sent: Extract<SubmitEmitted<I, O>, { type: 'sent' }>) => void;
  onFailed?: (failed: Extract<SubmitEmitted<I, O>, { type: 'failed' }>) => void;
}

export function useSubmit<I, O>(machine: SubmitMachine<I, O>, outcomes: SubmitOutcomes<I, O>) {
  const actor = useActorRef(machine);
  const pending = useSelector(actor, isSending);
  const failure = useSelector(actor, (snapshot) => snapshot.context.error);
  // The latest handlers, so an outcome is handled with the form as it is when it lands.
  const latest = useRef(outcomes);
  useEffect(() => {
    latest.current = outcomes;
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('sent', (event) => latest.current.onSent?.(event)),
      actor.on('failed', (event) => latest.current.onFailed?.(event)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  return {
    pending,
    failure,
    /** Sends `input`, unless a send is already on its way (a second click sends nothing). */
    send: (input: I) => actor.send({ type: 'submit', input }),
    /** The person is correcting the form: the last refusal no longer applies. */
    dismiss: () => actor.send({ type: 'dismiss' }),
    isSending: () => isSending(actor.getSnapshot()),
  };
}

/**
 * A one-call write (Reorder, Accept, an upload) through a submit machine of its own: `call`
 * rejects with the port's refusal (`valueOf`). The latest `call` is used, so a page may pass
 * a new function on each render without a new machine. A call without input is sent
 * `undefined` (the machine takes `null` for nothing on its way).
 */
export function useSubmitCall<I, O>(
  call: (input: I) => Promise<O>,
  outcomes: SubmitOutcomes<I, O> = {},
) {
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });
  const [machine] = useState(() => submitMachine((input: I) => latest.current(input)));
  return useSubmit(machine, outcomes);
}
