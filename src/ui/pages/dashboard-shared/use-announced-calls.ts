// A dashboard's changes announced in a toast (done, or why the API refused), each through
// the row-actions machine: one change at a time a row (a second click is ignored), several
// rows at once. For pages whose calls are props (a company's members, the applications).
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { createRowActionsMachine, type RowAction } from '../../../machines/row-actions.machine';
import type { ApiResult } from '../../../ports/api.port';
import { valueOf } from '../../../ports/port-refusal';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { useRowActions } from './use-row-actions';

export interface AnnouncedCall {
  readonly run: () => ApiResult<unknown>;
  /** What the toast says once it is done. */
  readonly done: string;
  /** Once it is done, after the page is told it changed (a form empties itself). */
  readonly then?: () => void;
}

const announcedCalls = () =>
  createRowActionsMachine<AnnouncedCall>().provide({
    actors: {
      perform: fromPromise(({ input }: { input: RowAction<AnnouncedCall> }) =>
        valueOf(input.action.run()),
      ),
    },
  });

/** `run` one change on a row (keyed by `rowId`); `onChanged` once one is done. */
export function useAnnouncedCalls(onChanged: () => void) {
  const [machine] = useState(announcedCalls);
  return useRowActions(machine, (outcome) => {
    if (outcome.type === 'failed') return void notify(describeError(outcome.error), 'error');
    void notify(outcome.action.done, 'success');
    onChanged();
    outcome.action.then?.();
  });
}
