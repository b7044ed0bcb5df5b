// The amount a card is charged for an order priced at a tier: exactly its total in cents,
// however the dollars fall in binary (101 × $10.80 = $1,090.80 = 109080 cents).
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-store';
import { createMemoryWorld } from './memory-world';

describe('paying an order priced at a tier', () => {
  it('charges exactly the order total in cents', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    const added = await world.api.addTool({
      name: 'Tiered Roller',
      img: '/images/paint-roller.svg',
      description: 'Cheaper by the hundred.',
      minQty: 1,
      availableQty: 1000,
      price: 12,
      tiers: [
        { fromQty: 100, price: 10.8 },
        { fromQty: 500, price: 9.6 },
      ],
    });
    if (!added.ok) throw new Error('the tool was not added');
    await world.signInAs('customer');
    const placed = await world.api.placeOrder({
      toolId: added.value.insertedId,
      toolQty: 101,
      name: DEMO_ACCOUNTS.customer.name,
      address: '18 Brush Lane, Columbus, OH 43004',
      phone: '+1 614 555 0142',
    });
    if (!placed.ok) throw new Error('the order was not placed');
    const order = world.state.orders.get(placed.value.insertedId);
    expect(order?.toolPrice).toBe(1090.8);

    expect(await world.api.createPaymentIntent(placed.value.insertedId)).toMatchObject({
      ok: true,
    });
    const charged = [...world.state.payments.values()].filter(
      (entry) => entry.orderId === placed.value.insertedId,
    );
    expect(charged.map((entry) => entry.amountCents)).toEqual([109_080]);
  });
});
