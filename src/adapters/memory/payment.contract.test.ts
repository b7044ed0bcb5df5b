import { describePaymentPortContract } from '../../testing/contracts/payment.contract';
import { customerWithUnpaidOrder } from '../../testing/demo-orders';

describePaymentPortContract('PaymentInMemory', async () => {
  const { world, orderId } = await customerWithUnpaidOrder();
  return {
    payment: world.payment,
    api: world.api,
    tokens: world.tokens,
    orderId,
    failNext: () => world.payment.failNext(),
  };
});
