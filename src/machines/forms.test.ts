import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { fail, ok, type Result } from '../domain/result';
import type { Tool } from '../domain/tool';
import { DEMO_MY_COMPANY } from '../testing/demo-companies';
import type { ApiError } from '../ports/api.port';
import { acceptInvitationFor, editToolFor, reorderFor, uploadImageFor } from './forms';
import { isSending } from './submit.machine';

/** A port call that answers when the test says, recording what it was asked. */
function deferredCall<T>() {
  const answers: ((result: Result<T, ApiError>) => void)[] = [];
  const call = vi.fn(
    (..._args: unknown[]) => new Promise<Result<T, ApiError>>((r) => answers.push(r)),
  );
  return { call, answer: (result: Result<T, ApiError>) => answers.shift()?.(result) };
}

function start(machine: AnyActorLogic) {
  const actor = createActor(machine).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted, settled: () => waitFor(actor, (s) => !s.hasTag('sending')) };
}

const refusal: ApiError = { kind: 'invalid', status: 409, message: 'Not now.' };
const file = new File([new Uint8Array([137, 80, 78, 71])], 'swatch.png', { type: 'image/png' });

type PortCall<T> = ReturnType<typeof deferredCall<T>>['call'];

/** A one-call write: what the page sends, the port call it makes, and its answer. */
function oneCallWrite<T, I>(
  name: string,
  machine: (call: PortCall<T>) => AnyActorLogic,
  input: I,
  answer: T,
) {
  const run = () => {
    const port = deferredCall<T>();
    return {
      ...start(machine(port.call)),
      calls: port.call.mock.calls,
      succeed: () => port.answer(ok(answer)),
      refuse: (error: ApiError) => port.answer(fail(error)),
    };
  };
  return { name, run, input, answer };
}

const oneCallWrites = [
  oneCallWrite('Reorder', (reorder) => reorderFor({ reorder }), 'o-1', {
    cart: { lines: [], total: 0 },
    added: [],
    notAdded: [],
  }),
  oneCallWrite(
    'Accept an invitation',
    (acceptInvitation) => acceptInvitationFor({ acceptInvitation }),
    'inv-1',
    DEMO_MY_COMPANY,
  ),
  oneCallWrite('Upload an image', (uploadImage) => uploadImageFor({ uploadImage }), file, {
    _id: 'a'.repeat(64),
    url: `/images/${'a'.repeat(64)}`,
  }),
];

describe.each(oneCallWrites)('$name machine', ({ run, input, answer }) => {
  it('sends once while on its way and emits the answer', async () => {
    const { calls, succeed, actor, emitted, settled } = run();

    actor.send({ type: 'submit', input });
    actor.send({ type: 'submit', input });
    expect(calls).toEqual([[input]]);
    expect(isSending(actor.getSnapshot())).toBe(true);

    succeed();
    await settled();
    expect(emitted).toEqual([{ type: 'sent', input, output: answer }]);
  });

  it("keeps the port's refusal for the page to show", async () => {
    const { refuse, actor, emitted, settled } = run();

    actor.send({ type: 'submit', input });
    refuse(refusal);
    await settled();
    expect(actor.getSnapshot().context.error).toEqual(refusal);
    expect(emitted).toEqual([{ type: 'failed', input, error: refusal }]);
  });
});

describe('Edit tool machine', () => {
  const edited: Tool = {
    _id: 't-1',
    name: 'Pro Paint Roller 9"',
    img: '/images/paint-roller.svg',
    description: 'A roller.',
    minQty: 10,
    availableQty: 15,
    price: 14,
  };
  const edit = { price: 14, availableQty: 15 };

  function startEdit(getTool: () => Promise<Result<Tool, ApiError>>) {
    const editTool = deferredCall<{ modifiedCount: number }>();
    const started = start(editToolFor({ editTool: editTool.call, getTool }));
    started.actor.send({ type: 'submit', input: { tool: edited, edit } });
    return { ...started, editTool };
  }

  it('sends only the edit, once while on its way, and answers the tool as the store holds it', async () => {
    const stored = { ...edited, availableQty: 13 };
    const { actor, emitted, settled, editTool } = startEdit(async () => ok(stored));
    actor.send({ type: 'submit', input: { tool: edited, edit } });
    expect(editTool.call.mock.calls).toEqual([['t-1', edit]]);

    editTool.answer(ok({ modifiedCount: 1 }));
    await settled();
    expect(emitted).toEqual([{ type: 'sent', input: { tool: edited, edit }, output: stored }]);
  });

  it('answers the tool as edited when the store cannot be read back: the edit is saved', async () => {
    const { emitted, settled, editTool } = startEdit(async () => fail({ kind: 'network' }));
    editTool.answer(ok({ modifiedCount: 1 }));
    await settled();
    expect(emitted).toEqual([{ type: 'sent', input: { tool: edited, edit }, output: edited }]);
  });

  it("keeps the port's refusal and reads nothing back", async () => {
    const getTool = vi.fn(async () => ok(edited));
    const { actor, settled, editTool } = startEdit(getTool);
    editTool.answer(fail(refusal));
    await settled();
    expect(actor.getSnapshot().context.error).toEqual(refusal);
    expect(getTool).not.toHaveBeenCalled();
  });
});
