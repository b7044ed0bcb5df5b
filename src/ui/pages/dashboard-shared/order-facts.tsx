// The facts that name an order wherever it is shown whole (payment, receipt, its own page):
// its number, the day it was placed, the tool and how many.
import { orderNumberLabel, type Order } from '../../../domain/order';
import { DateText } from '../../components/date-text/date-text';
import { Fact } from '../../components/facts/facts';

export function OrderNamingFacts({ order }: { order: Order }) {
  return (
    <>
      <Fact name="Order">{orderNumberLabel(order)}</Fact>
      <Fact name="Placed">
        <DateText iso={order.createdAt} />
      </Fact>
      <Fact name="Tool">{order.toolName}</Fact>
      <Fact name="Quantity">{order.toolQty}</Fact>
    </>
  );
}
