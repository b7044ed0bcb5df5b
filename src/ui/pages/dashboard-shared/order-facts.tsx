// The facts that name an order wherever it is shown whole (payment, receipt, its own page):
// its number, the day it was placed, and what it holds.
import { orderNumberLabel, type Order } from '../../../domain/order';
import { DateText } from '../../components/date-text/date-text';
import { Fact } from '../../components/facts/facts';
import { OrderLinesFacts } from './order-lines-facts';

export function OrderNamingFacts({ order }: { order: Order }) {
  return (
    <>
      <Fact name="Order">{orderNumberLabel(order)}</Fact>
      <Fact name="Placed">
        <DateText iso={order.createdAt} />
      </Fact>
      <OrderLinesFacts order={order} />
    </>
  );
}
