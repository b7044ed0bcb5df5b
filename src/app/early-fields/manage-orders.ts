// Manage Orders' first cards (manage-orders-page.tsx's early face), from GET /orders: the
// page of orders as the API sends it, in its order, as the page's table draws it.
import { formatAmount } from '../../domain/money';
import { orderNumberLabel } from '../../domain/order';
import { orderStatusLabel } from '../../domain/order-status';
import { dateLabel } from '../../ui/components/date-text/date-label';
import { cardSlot, EARLY_CARDS } from '../../ui/components/table/early-card-slots';
import { isRecord, text, type Fields } from './fields';
import { isOrder, partNumbersText } from './order-shape';

export function manageOrdersFields(body: unknown): Fields | undefined {
  const items = isRecord(body) ? body['items'] : undefined;
  if (!Array.isArray(items) || !items.every(isOrder)) return undefined;
  const fields: Record<string, string> = {};
  for (const [row, order] of items.slice(0, EARLY_CARDS).entries()) {
    const values = {
      tool: order.toolName,
      number: orderNumberLabel(order),
      date: dateLabel(order.createdAt),
      name: text(order.name) ?? '',
      email: text(order.email) ?? '',
      partNumber: partNumbersText(order),
      quantity: String(order.toolQty),
      total: formatAmount(order.toolPrice),
      status: orderStatusLabel(order.status),
    };
    for (const [field, value] of Object.entries(values)) fields[cardSlot(row, field)] = value;
  }
  return fields;
}
