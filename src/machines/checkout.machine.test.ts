import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { valueOf } from '../ports/port-refusal';
import { customerAboutToOrder, DEMO_CUSTOMER as customer } from '../testing/demo-orders';
import type { MemoryWorld } from '../testing/memory-world';
import type { PlaceOrderInput } from '../domain/order';
import type { Tool } from '../domain/tool';
import {
  canPlaceOrder,
  checkoutMachine,
  checkoutMachineFor,
  checkoutTotal,
  contactErrors,
  quantityError,
  type CheckoutEmitted,
} from './checkout.machine';

let world: MemoryWorld;
let tool: Tool;

beforeEach(async () => {
  ({ world, tool } = await customerAboutToOrder()); // tool: minQty 20, availableQty 600, price 7
});

function startCheckout() {
  const actor = createActor(checkoutMachineFor(world.api), { input: { tool, customer } });
  const emitted: CheckoutEmitted[] = [];
  actor.on('placed', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const ordersOfTool = () =>
  [...world.state.orders.values()].filter((order) => order.toolId === tool._id);

function fillContact(actor: ReturnType<typeof startCheckout>['actor']) {
  actor.send({ type: 'address.change', value: '18 Brush Lane, Columbus, OH 43004' });
  actor.send({ type: 'phone.change', value: '+1 614 555 0142' });
}

describe('checkout machine', () => {
  it('starts editing at the minimum quantity, with the total of that quantity', () => {
    const { actor } = startCheckout();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.quantity).toBe('20');
    expect(checkoutTotal(snapshot.context)).toBe(140);
    expect(canPlaceOrder(snapshot)).toBe(true);
  });

  it("shows the spec's quantity messages as the user types and blocks Place order", () => {
    const { actor } = startCheckout();
    actor.send({ type: 'quantity.change', value: '19' });
    expect(quantityError(actor.getSnapshot().context)).toBe(
      'you need to order atleast 20 Angled Sash Brush 2"',
    );
    expect(canPlaceOrder(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quantity.change', value: '601' });
    expect(quantityError(actor.getSnapshot().context)).toBe(
      `you can't order more than 600 Angled Sash Brush 2"`,
    );
    expect(canPlaceOrder(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quantity.change', value: '25' });
    expect(quantityError(actor.getSnapshot().context)).toBeUndefined();
    expect(checkoutTotal(actor.getSnapshot().context)).toBe(175);
    expect(canPlaceOrder(actor.getSnapshot())).toBe(true);
  });

  it('does not send a form without address and phone, and says what is missing', async () => {
    const { actor } = startCheckout();
    actor.send({ type: 'submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.attempted).toBe(true);
    expect(contactErrors(snapshot.context)).toEqual({
      address: 'Address is Required',
      phone: 'Phone is Required',
    });
    expect(ordersOfTool()).toHaveLength(0);
  });

  it('places the order: the server has it, the form resets and "placed" is emitted', async () => {
    const { actor, emitted } = startCheckout();
    actor.send({ type: 'quantity.change', value: '30' });
    fillContact(actor);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches('placing')).toBe(true);
    expect(canPlaceOrder(actor.getSnapshot())).toBe(false);

    const placed = await waitFor(actor, (s) => s.matches('placed'));

    const [order] = ordersOfTool();
    expect(order).toMatchObject({
      toolQty: 30,
      toolPrice: 210,
      name: customer.name,
      email: customer.email,
      address: '18 Brush Lane, Columbus, OH 43004',
      phone: '+1 614 555 0142',
      paid: false,
    });
    expect(emitted).toEqual([
      { type: 'placed', orderId: order?._id, toolName: 'Angled Sash Brush 2"' },
    ]);
    expect(placed.context).toMatchObject({ quantity: '20', address: '', phone: '' });
    expect(world.state.tools.get(tool._id)?.availableQty).toBe(570);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { actor, emitted } = startCheckout();
    // Someone else bought most of the stock after the page was opened.
    const stored = world.state.tools.get(tool._id);
    if (stored) stored.availableQty = 25;
    actor.send({ type: 'quantity.change', value: '40' });
    fillContact(actor);
    actor.send({ type: 'submit' });

    const failed = await waitFor(actor, (s) => s.matches('failed'));

    expect(failed.context.serverError).toMatchObject({
      kind: 'invalid',
      message: `you can't order more than 25 Angled Sash Brush 2"`,
    });
    expect(failed.context).toMatchObject({
      quantity: '40',
      address: '18 Brush Lane, Columbus, OH 43004',
      phone: '+1 614 555 0142',
    });
    expect(emitted).toEqual([]);
    expect(ordersOfTool()).toHaveLength(0);

    // Fixing the quantity clears the old reason and lets the customer try again.
    actor.send({ type: 'quantity.change', value: '25' });
    expect(actor.getSnapshot().context.serverError).toBeUndefined();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(ordersOfTool()).toHaveLength(1);
  });

  it('says so when the store cannot be reached, keeping the form', async () => {
    const { actor } = startCheckout();
    fillContact(actor);
    world.api.failNext('network');
    actor.send({ type: 'submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.serverError).toEqual({ kind: 'network' });
    expect(failed.context.address).toBe('18 Brush Lane, Columbus, OH 43004');
  });

  it('places one order for a double click, ignoring edits while it is on its way', async () => {
    world.api.delay(20);
    const { actor, emitted } = startCheckout();
    fillContact(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'quantity.change', value: '99' });
    actor.send({ type: 'submit' });

    await waitFor(actor, (s) => s.matches('placed'));
    await new Promise((resolve) => setTimeout(resolve, 60));

    expect(ordersOfTool()).toHaveLength(1);
    expect(ordersOfTool()[0]?.toolQty).toBe(20);
    expect(emitted).toHaveLength(1);
  });
});

describe('checkout machine: an invalid quantity never reaches the server', () => {
  // The place-order actor itself is counted: a disabled button is not the only safeguard,
  // the submit event alone must not place an order the quantity rules refuse.
  function startCountingCheckout() {
    const sent: PlaceOrderInput[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }: { input: PlaceOrderInput }) => {
          sent.push(input);
          return valueOf(world.api.placeOrder(input));
        }),
      },
    });
    const actor = createActor(machine, { input: { tool, customer } }).start();
    fillContact(actor);
    return { actor, sent };
  }

  it.each([
    ['below minQty', '19'],
    ['zero', '0'],
    ['above availableQty', '601'],
    ['a fraction', '20.5'],
    ['a decimal point', '20.0'],
    ['an exponent', '2e1'],
    ['a hexadecimal number', '0x14'],
    ['a negative number', '-20'],
    ['empty', ''],
    ['blank', '   '],
    ['not a number', 'twenty'],
  ])('does not call place-order on submit with a quantity %s (%j)', async (_, quantity) => {
    const { actor, sent } = startCountingCheckout();
    actor.send({ type: 'quantity.change', value: quantity });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(sent).toEqual([]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(ordersOfTool()).toHaveLength(0);
  });

  it('does not call place-order after a failure once the quantity is made invalid', async () => {
    const { actor, sent } = startCountingCheckout();
    world.api.failNext('network');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(sent).toHaveLength(1);

    actor.send({ type: 'quantity.change', value: '601' });
    actor.send({ type: 'submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(1);
    expect(ordersOfTool()).toHaveLength(0);
  });

  it('calls place-order once, with the number typed, for the limits themselves', async () => {
    for (const quantity of ['20', '600']) {
      const { actor, sent } = startCountingCheckout();
      actor.send({ type: 'quantity.change', value: quantity });
      actor.send({ type: 'submit' });
      await waitFor(actor, (s) => s.matches('placed') || s.matches('failed'));
      expect(sent.map((input) => input.toolQty)).toEqual([Number(quantity)]);
    }
  });
});

describe('checkout machine with kept addresses', () => {
  const last = { address: '9 Easel Court, Toledo, OH 43604', phone: '+1 419 555 0199' };
  const earlier = { address: '18 Brush Lane, Columbus, OH 43004', phone: '+1 614 555 0142' };
  const kept = [last, earlier];

  it('starts with the last one, takes another chosen, and places the order to it', async () => {
    const actor = createActor(checkoutMachineFor(world.api), {
      input: { tool, customer, addresses: kept },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject(last);
    actor.send({ type: 'address.choose', address: earlier });
    expect(actor.getSnapshot().context).toMatchObject(earlier);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(ordersOfTool().at(-1)).toMatchObject(earlier);
  });
});
