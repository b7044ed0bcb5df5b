import { describePaymentPortContract } from '../../ports/contracts/payment.contract';
import { DEMO_TOOL_IDS } from './demo-data';
import { createMemoryWorld } from './memory-world';

describePaymentPortContract('PaymentInMemory', async () => {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  const placed = await world.api.placeOrder({
    toolId: DEMO_TOOL_IDS.extensionPole,
    toolQty: 20,
    name: 'Casey Customer',
    address: '18 Brush Lane, Columbus, OH 43004',
    phone: '+1 614 555 0142',
  });
  if (!placed.ok) throw new Error(placed.error.message);
  return {
    payment: world.payment,
    api: world.api,
    tokens: world.tokens,
    orderId: placed.value.insertedId,
    failNext: () => world.payment.failNext(),
  };
});
