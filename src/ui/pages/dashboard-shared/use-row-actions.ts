// A dashboard table's row actions, run by its machine: which rows are busy, a way to run one,
// and each outcome handed to the page (to announce it and load the rows again).
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import {
  runRowAction,
  type RowAction,
  type RowActionsEmitted,
  type RowActionsMachine,
} from '../../../machines/row-actions.machine';

export function useRowActions<A, O>(
  machine: RowActionsMachine<A, O>,
  onOutcome: (outcome: RowActionsEmitted<A, O>) => void,
) {
  const actor = useActorRef(machine);
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  // The latest handler, so an outcome is described with the rows on screen when it lands.
  const handler = useRef(onOutcome);
  useEffect(() => {
    handler.current = onOutcome;
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('done', (event) => handler.current(event)),
      actor.on('failed', (event) => handler.current(event)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  const run = useCallback((request: RowAction<A>) => runRowAction(actor, request), [actor]);
  const isPending = useCallback((rowId: string) => Object.hasOwn(pending, rowId), [pending]);
  return { run, isPending, pending };
}
