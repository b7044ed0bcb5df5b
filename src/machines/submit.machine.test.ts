import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fail, ok, type Result } from '../domain/result';
import type { ApiError } from '../ports/api.port';
import { valueOf } from '../ports/port-refusal';
import { isSending, submitMachine } from './submit.machine';

/** A form whose sends answer when the test says, with the answer it gives. */
function startForm() {
  const sent: string[] = [];
  let answer: (result: Result<{ insertedId: string }, ApiError>) => void = () => undefined;
  const machine = submitMachine((input: string) => {
    sent.push(input);
    return valueOf(new Promise<Result<{ insertedId: string }, ApiError>>((r) => (answer = r)));
  });
  const actor = createActor(machine).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const settled = () => waitFor(actor, (snapshot) => !isSending(snapshot));
  return {
    actor,
    sent,
    emitted,
    answer: (result: Parameters<typeof answer>[0]) => answer(result),
    settled,
  };
}

describe('submit machine', () => {
  it('sends once while a submit is on its way, and emits the answer when it is taken', async () => {
    const { actor, sent, emitted, answer, settled } = startForm();

    actor.send({ type: 'submit', input: 'first' });
    actor.send({ type: 'submit', input: 'second' });
    expect(sent).toEqual(['first']);
    expect(isSending(actor.getSnapshot())).toBe(true);

    answer(ok({ insertedId: 't-1' }));
    await settled();
    expect(emitted).toEqual([{ type: 'sent', input: 'first', output: { insertedId: 't-1' } }]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("keeps the port's typed refusal and emits it, and the form can be sent again", async () => {
    const { actor, sent, emitted, answer, settled } = startForm();
    const refusal: ApiError = { kind: 'server', status: 500 };

    actor.send({ type: 'submit', input: 'tool' });
    answer(fail(refusal));
    await settled();
    expect(actor.getSnapshot().context.error).toEqual(refusal);
    expect(emitted).toEqual([{ type: 'failed', input: 'tool', error: refusal }]);

    actor.send({ type: 'submit', input: 'tool' });
    // A new attempt clears the old reason at once.
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sent).toEqual(['tool', 'tool']);
    answer(ok({ insertedId: 't-2' }));
    await settled();
    expect(emitted).toHaveLength(2);
  });

  it('forgets the refusal when the person corrects the form', async () => {
    const { actor, answer, settled } = startForm();
    actor.send({ type: 'submit', input: 'tool' });
    answer(fail({ kind: 'network' }));
    await settled();

    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reads a send that throws instead of answering as the server failing', async () => {
    const actor = createActor(
      submitMachine(() => Promise.reject(new TypeError('a bug of ours'))),
    ).start();
    actor.send({ type: 'submit', input: 'tool' });
    await waitFor(actor, (snapshot) => !isSending(snapshot));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'server' });
  });
});
