import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DEMO_ORDERS, DEMO_TOOL_IDS } from '../testing/demo-orders';
import { createMemoryWorld, DEMO_ACCOUNTS, type MemoryWorld } from '../testing/memory-world';
import { valueOf } from '../ports/port-refusal';
import { isConfirmOpen, myOrdersMachineFor, type MyOrdersEmitted } from './my-orders.machine';

const [unpaid, paid] = DEMO_ORDERS;
if (!unpaid || !paid) throw new Error('demo orders missing');

let world: MemoryWorld;

beforeEach(async () => {
  world = createMemoryWorld();
  await world.signInAs('customer');
});

/** The machine started from the customer's orders, as the route loads them. */
async function startMyOrders() {
  const orders = await valueOf(world.api.listMyOrders(DEMO_ACCOUNTS.customer.email));
  const actor = createActor(myOrdersMachineFor(world.api), { input: { orders } });
  const emitted: MyOrdersEmitted[] = [];
  actor.on('deleted', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

describe('my orders machine', () => {
  it('starts idle with the orders it is given, loading nothing', async () => {
    const listMyOrders = vi.spyOn(world.api, 'listMyOrders');
    const { actor } = await startMyOrders();
    const idle = actor.getSnapshot();
    expect(idle.matches('idle')).toBe(true);
    expect(idle.context.orders.map((o) => o._id).sort()).toEqual(
      DEMO_ORDERS.map((o) => o._id).sort(),
    );
    // Once: the load the test did as the route does; the machine asks for nothing.
    expect(listMyOrders).toHaveBeenCalledOnce();
  });

  it('deletes an unpaid order after the confirmation, giving its quantity back', async () => {
    const before = world.state.tools.get(DEMO_TOOL_IDS.paintRoller)?.availableQty ?? 0;
    const { actor, emitted } = await startMyOrders();

    actor.send({ type: 'delete.ask', orderId: unpaid._id });
    expect(isConfirmOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete?._id).toBe(unpaid._id);
    expect(world.state.orders.has(unpaid._id)).toBe(true);

    actor.send({ type: 'delete.confirm' });
    const idle = await waitFor(actor, (s) => s.matches('idle'));

    expect(idle.context.orders.some((o) => o._id === unpaid._id)).toBe(false);
    expect(world.state.orders.has(unpaid._id)).toBe(false);
    expect(world.state.tools.get(DEMO_TOOL_IDS.paintRoller)?.availableQty).toBe(
      before + unpaid.toolQty,
    );
    expect(emitted).toEqual([{ type: 'deleted', toolName: unpaid.toolName }]);
  });

  it('keeps the order when the customer cancels the confirmation', async () => {
    const { actor, emitted } = await startMyOrders();
    actor.send({ type: 'delete.ask', orderId: unpaid._id });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(world.state.orders.has(unpaid._id)).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('never asks to delete a paid order', async () => {
    const { actor } = await startMyOrders();
    actor.send({ type: 'delete.ask', orderId: paid._id });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toBeUndefined();
  });

  it('keeps the dialog open with the reason when the deletion fails', async () => {
    const { actor, emitted } = await startMyOrders();
    actor.send({ type: 'delete.ask', orderId: unpaid._id });
    world.api.failNext('network');
    actor.send({ type: 'delete.confirm' });
    const failed = await waitFor(
      actor,
      (s) => s.matches('confirming') && s.context.deleteError !== undefined,
    );
    expect(failed.context.deleteError).toEqual({ kind: 'network' });
    expect(world.state.orders.has(unpaid._id)).toBe(true);
    expect(emitted).toEqual([]);

    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(world.state.orders.has(unpaid._id)).toBe(false);
  });
});
