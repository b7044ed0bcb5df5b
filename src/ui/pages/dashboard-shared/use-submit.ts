// A form's submit machine, started for the component: whether a send is on its way, the
// port's last refusal, and each outcome handed to the page with the form as it is then.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  isSending,
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
