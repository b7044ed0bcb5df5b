// The actions on a table's rows (ship, cancel, make admin, delete, a cart line's quantity):
// one generic machine for every table. Each row runs one action at a time (a second click
// while one is on its way is ignored), several rows may run at once, and every outcome is
// emitted, with the port's answer, for the page to announce and to refresh its rows.
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
  type ActorRefFrom,
  type SnapshotFrom,
  waitFor,
} from 'xstate';
import type { ApiError } from '../ports/api.port';
import { apiErrorOf } from '../ports/port-refusal';

/** What a row's action is: a name ('ship'), or a name with what it needs (a quantity). */
export interface RowAction<A> {
  readonly action: A;
  readonly rowId: string;
}

export type RowActionsEvent<A, O = unknown> =
  ({ readonly type: 'run' } & RowAction<A>) | DoneActorEvent<O> | ErrorActorEvent;

// Most tables only announce that an action was taken (`O` stays unknown); the cart shows
// the answer (the cart as the API priced it) and names its type.
export type RowActionsEmitted<A, O = unknown> =
  | ({ readonly type: 'done'; readonly output: O } & RowAction<A>)
  | ({ readonly type: 'failed'; readonly error: ApiError } & RowAction<A>);

export interface RowActionsContext<A> {
  /** The rows with an action on its way, and which action. */
  readonly pending: Readonly<Record<string, A>>;
}

/** The machine for a table whose rows take the actions `A`; `perform` is given by the caller. */
export function createRowActionsMachine<A, O = unknown>() {
  return setup({
    types: {
      context: {} as RowActionsContext<A>,
      events: {} as RowActionsEvent<A, O>,
      emitted: {} as RowActionsEmitted<A, O>,
    },
    actors: {
      // Supplied at the composition root from ApiPort, by tests from the in-memory fake;
      // it rejects with the port's refusal (`valueOf`).
      perform: fromPromise<O, RowAction<A>>(() =>
        Promise.reject(new Error('perform is not provided')),
      ),
    },
  }).createMachine({
    id: 'rowActions',
    context: { pending: {} },
    on: {
      run: {
        guard: ({ context, event }) => !Object.hasOwn(context.pending, event.rowId),
        actions: [
          assign({
            pending: ({ context, event }) => ({ ...context.pending, [event.rowId]: event.action }),
          }),
          enqueueActions(({ event, enqueue }) => {
            assertEvent(event, 'run');
            const { action, rowId } = event;
            enqueue.spawnChild('perform', { id: rowId, input: { action, rowId } });
          }),
        ],
      },
      'xstate.done.actor.*': {
        actions: [
          emit(({ context, event }) => ({
            type: 'done' as const,
            rowId: event.actorId,
            action: actionOf(context, event.actorId),
            output: event.output,
          })),
          assign({ pending: ({ context, event }) => without(context.pending, event.actorId) }),
        ],
      },
      'xstate.error.actor.*': {
        actions: [
          emit(({ context, event }) => ({
            type: 'failed' as const,
            rowId: event.actorId,
            action: actionOf(context, event.actorId),
            error: apiErrorOf(event.error),
          })),
          assign({ pending: ({ context, event }) => without(context.pending, event.actorId) }),
        ],
      },
    },
  });
}

function actionOf<A>(context: RowActionsContext<A>, rowId: string): A {
  const action = context.pending[rowId];
  if (action === undefined) throw new Error(`No action is on its way for row ${rowId}`);
  return action;
}

function without<A>(pending: Readonly<Record<string, A>>, rowId: string) {
  return Object.fromEntries(Object.entries(pending).filter(([id]) => id !== rowId));
}

export type RowActionsMachine<A, O = unknown> = ReturnType<typeof createRowActionsMachine<A, O>>;
export type RowActionsSnapshot<A, O = unknown> = SnapshotFrom<RowActionsMachine<A, O>>;

/** Whether a row has an action on its way (its buttons show as busy). */
export const isRowPending = <A, O>(snapshot: RowActionsSnapshot<A, O>, rowId: string) =>
  Object.hasOwn(snapshot.context.pending, rowId);

export type RowActionsActor<A, O = unknown> = ActorRefFrom<RowActionsMachine<A, O>>;

/** Runs an action and resolves once its row is settled (a dialog stays busy until then). */
export async function runRowAction<A, O>(
  actor: RowActionsActor<A, O>,
  request: RowAction<A>,
): Promise<void> {
  actor.send({ type: 'run', ...request });
  await waitFor(actor, (snapshot) => !isRowPending(snapshot, request.rowId));
}
