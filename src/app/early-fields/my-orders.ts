// My Orders' first cards (my-orders-page.tsx's early face), from GET /order?email=.
import { formatAmount } from '../../domain/money';
import { EXPIRED_ORDER_LABEL, hasExpired } from '../../domain/order-deadline';
import { newestFirst, orderQuantityText } from '../../domain/order-list';
import { orderStateLabel, paymentLabel } from '../../domain/order-status';
import { dateLabel } from '../../ui/components/date-text/date-label';
import { cardSlot, EARLY_CARDS } from '../../ui/components/table/early-card-slots';
import type { Order } from '../../domain/order';
import type { Fields } from './fields';
import { deadlineSentence, isOrder, partNumbersText } from './order-shape';

/** The second line of an order's payment, as orders-table.tsx writes it. */
function paymentNote(order: Order, now: Date): string {
  // A space: the line is there, empty, as it is not drawn as a placeholder.
  const paidNote =
    order.paid && order.transactionId ? `Transaction id: ${order.transactionId}` : ' ';
  return deadlineSentence(order, now) ?? paidNote;
}

export function myOrdersFields(body: unknown, now: Date): Fields | undefined {
  if (!Array.isArray(body) || !body.every(isOrder)) return undefined;
  const fields: Record<string, string> = {};
  for (const [row, order] of newestFirst(body).slice(0, EARLY_CARDS).entries()) {
    const values = {
      tool: order.toolName,
      number: `#${order.number}`,
      date: dateLabel(order.createdAt),
      partNumber: partNumbersText(order),
      quantity: orderQuantityText(order),
      total: formatAmount(order.toolPrice),
      status: hasExpired(order, now) ? EXPIRED_ORDER_LABEL : orderStateLabel(order),
      payment: paymentLabel(order),
      deadline: paymentNote(order, now),
    };
    for (const [field, value] of Object.entries(values)) fields[cardSlot(row, field)] = value;
  }
  return fields;
}
