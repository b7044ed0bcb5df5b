// An order as tables name it: its number, a link to its page, over the day it was placed.
import { orderNumberLabel, type Order } from '../../../domain/order';
import { DateText } from '../../components/date-text/date-text';
import { Link } from '../../components/link/link';

export function OrderNumberCell({ order }: { order: Order }) {
  return (
    <>
      <Link href={`/dashboard/order/${order._id}`}>{orderNumberLabel(order)}</Link>
      <br />
      <DateText iso={order.createdAt} />
    </>
  );
}
