import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fail, ok, type Result } from '../domain/result';
import type { ApiError } from '../ports/api.port';
import { valueOf } from '../ports/port-refusal';
import { createRowActionsMachine, isRowPending, type RowAction } from './row-actions.machine';

type Action = 'ship' | 'cancel';

/** A table whose actions answer when the test says, with the answer it gives. */
function startTable() {
  const calls: RowAction<Action>[] = [];
  const answers = new Map<string, (result: Result<unknown, ApiError>) => void>();
  const machine = createRowActionsMachine<Action>().provide({
    actors: {
      perform: fromPromise(({ input }: { input: RowAction<Action> }) => {
        calls.push(input);
        return valueOf(
          new Promise<Result<unknown, ApiError>>((resolve) => answers.set(input.rowId, resolve)),
        );
      }),
    },
  });
  const actor = createActor(machine).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const answer = (rowId: string, result: Result<unknown, ApiError>) => answers.get(rowId)?.(result);
  return { actor, calls, emitted, answer };
}

describe('row actions machine', () => {
  it('runs an action once per row while it is on its way, and says when it is done', async () => {
    const { actor, calls, emitted, answer } = startTable();

    actor.send({ type: 'run', action: 'ship', rowId: 'o-1' });
    actor.send({ type: 'run', action: 'ship', rowId: 'o-1' });
    actor.send({ type: 'run', action: 'cancel', rowId: 'o-1' });

    expect(calls).toEqual([{ action: 'ship', rowId: 'o-1' }]);
    expect(isRowPending(actor.getSnapshot(), 'o-1')).toBe(true);

    answer('o-1', ok({ modifiedCount: 1 }));
    await waitFor(actor, (s) => !isRowPending(s, 'o-1'));
    expect(emitted).toEqual([
      { type: 'done', action: 'ship', rowId: 'o-1', output: expect.anything() },
    ]);
  });

  it('runs actions on several rows at once, each finishing on its own', async () => {
    const { actor, calls, emitted, answer } = startTable();

    actor.send({ type: 'run', action: 'ship', rowId: 'o-1' });
    actor.send({ type: 'run', action: 'cancel', rowId: 'o-2' });
    expect(calls).toHaveLength(2);

    answer('o-2', ok({ deletedCount: 1 }));
    await waitFor(actor, (s) => !isRowPending(s, 'o-2'));
    expect(isRowPending(actor.getSnapshot(), 'o-1')).toBe(true);
    expect(emitted).toEqual([
      { type: 'done', action: 'cancel', rowId: 'o-2', output: expect.anything() },
    ]);
  });

  it("emits the port's refusal when an action fails, and the row can be tried again", async () => {
    const { actor, calls, emitted, answer } = startTable();
    const refusal: ApiError = { kind: 'invalid', status: 409, message: 'Only paid orders ship.' };

    actor.send({ type: 'run', action: 'ship', rowId: 'o-1' });
    answer('o-1', fail(refusal));
    await waitFor(actor, (s) => !isRowPending(s, 'o-1'));
    expect(emitted).toEqual([{ type: 'failed', action: 'ship', rowId: 'o-1', error: refusal }]);

    actor.send({ type: 'run', action: 'ship', rowId: 'o-1' });
    expect(calls).toHaveLength(2);
  });

  it('turns an action that throws into a server failure, not a stuck row', async () => {
    const machine = createRowActionsMachine<Action>().provide({
      actors: { perform: fromPromise(() => Promise.reject(new Error('bug'))) },
    });
    const actor = createActor(machine).start();
    const failed: unknown[] = [];
    actor.on('failed', (event) => failed.push(event));

    actor.send({ type: 'run', action: 'cancel', rowId: 'o-9' });
    await waitFor(actor, (s) => !isRowPending(s, 'o-9'));

    expect(failed).toEqual([
      { type: 'failed', action: 'cancel', rowId: 'o-9', error: { kind: 'server' } },
    ]);
  });
});
