// A form's submit (add a tool, add a review, update the profile): one generic machine for
// every form. It sends a checked value once (a second submit while one is on its way is
// ignored), emits the outcome for the page to announce, and keeps the port's typed refusal
// for the form to show until the next submit.
import {
  assign,
  emit,
  fromPromise,
  setup,
  spawnChild,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import type { ApiError } from '../ports/api.port';
import { apiErrorOf } from '../ports/port-refusal';

export type SubmitEvent<I, O = unknown> =
  | { readonly type: 'submit'; readonly input: I }
  /** The person is correcting the form: the last refusal no longer applies. */
  | { readonly type: 'dismiss' }
  | DoneActorEvent<O, 'send'>
  | ErrorActorEvent<unknown, 'send'>;

// The answer's type is the port's business: most pages only announce that the value was
// taken (`O` stays unknown); one that goes on with the answer (Accept's order) names it.
export type SubmitEmitted<I, O = unknown> =
  | { readonly type: 'sent'; readonly input: I; readonly output: O }
  | { readonly type: 'failed'; readonly input: I; readonly error: ApiError };

export interface SubmitContext<I> {
  /** What is on its way, or was sent last. */
  readonly input: I | null;
  /** Why the last submit was refused; null when it was accepted or none was made yet. */
  readonly error: ApiError | null;
}

/** The machine for a form sending `I`; `send` is given by the caller. */
export function createSubmitMachine<I, O = unknown>() {
  return setup({
    types: {
      context: {} as SubmitContext<I>,
      events: {} as SubmitEvent<I, O>,
      emitted: {} as SubmitEmitted<I, O>,
      tags: {} as 'sending',
    },
    actors: {
      // Supplied at the composition root from ApiPort, by tests from a fake; it rejects
      // with the port's refusal (`valueOf`).
      send: fromPromise<O, I>(() => Promise.reject(new Error('send is not provided'))),
    },
  }).createMachine({
    id: 'submit',
    context: { input: null, error: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          submit: {
            target: 'sending',
            actions: assign({ input: ({ event }) => event.input, error: null }),
          },
          dismiss: { actions: assign({ error: null }) },
        },
      },
      // No `submit` here: a second click while the first is on its way sends nothing.
      // (`send` is spawned rather than invoked: xstate cannot type an invoke's input in a
      // machine generic over it, as the row-actions machine found.)
      sending: {
        tags: 'sending',
        entry: spawnChild('send', { id: 'send', input: ({ context }) => sentInput(context) }),
        on: {
          'xstate.done.actor.send': {
            target: 'idle',
            actions: emit(({ context, event }) => ({
              type: 'sent' as const,
              input: sentInput(context),
              output: event.output,
            })),
          },
          'xstate.error.actor.send': {
            target: 'idle',
            actions: [
              assign({ error: ({ event }) => apiErrorOf(event.error) }),
              emit(({ context, event }) => ({
                type: 'failed' as const,
                input: sentInput(context),
                error: apiErrorOf(event.error),
              })),
            ],
          },
        },
      },
    },
  });
}

function sentInput<I>(context: SubmitContext<I>): I {
  if (context.input === null) throw new Error('Nothing was on its way');
  return context.input;
}

/** A form's machine, its sending done by `send` (which rejects with the port's refusal). */
export const submitMachine = <I, O = unknown>(send: (input: I) => Promise<O>) =>
  createSubmitMachine<I, O>().provide({
    actors: { send: fromPromise<O, I>(({ input }) => send(input)) },
  });

export type SubmitMachine<I, O = unknown> = ReturnType<typeof createSubmitMachine<I, O>>;
export type SubmitSnapshot<I, O = unknown> = SnapshotFrom<SubmitMachine<I, O>>;

/** Whether a submit is on its way (the button shows as busy). */
export const isSending = <I, O>(snapshot: SubmitSnapshot<I, O>) => snapshot.hasTag('sending');
