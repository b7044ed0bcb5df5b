// An order's amount as its reader may see it: the warehouse reads orders with their prices
// withheld (the API answers 0 for each), so it reads that, not "$0.00".
import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { visuallyHidden } from '../../theme/visually-hidden.css';

export function OrderAmount({
  order,
  cents,
}: {
  order: Pick<Order, 'pricesWithheld'>;
  cents: number;
}) {
  if (!order.pricesWithheld) return formatAmount(cents);
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>Price withheld</span>
    </>
  );
}
