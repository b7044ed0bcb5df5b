// The order page's early face (order-detail-page.tsx's), from GET /order/{id}: its heading,
// what was ordered and at what total, where it stands, and where it goes, as the page
// words them.
import { formatAmount } from '../../domain/money';
import { orderNumberLabel } from '../../domain/order';
import { EXPIRED_ORDER_LABEL, hasExpired } from '../../domain/order-deadline';
import { orderQuantityText } from '../../domain/order-list';
import { orderStateLabel } from '../../domain/order-status';
import { dateLabel } from '../../ui/components/date-text/date-label';
import { BLANK, fieldsOf, isRecord, text, type Fields } from './fields';
import { deadlineSentence, isOrder } from './order-shape';

/** The names of an order's tools, for an order of several ("Brush, Roller"). */
const toolNames = (lines: readonly unknown[]): string =>
  lines.map((line) => (isRecord(line) ? (text(line['toolName']) ?? '') : '')).join(', ');

export function orderFields(order: unknown, now: Date): Fields | undefined {
  if (!isOrder(order)) return undefined;
  const several = order.lines.length > 1;
  return fieldsOf({
    heading: `Order ${orderNumberLabel(order)}`,
    placed: dateLabel(order.createdAt),
    status: hasExpired(order, now) ? EXPIRED_ORDER_LABEL : orderStateLabel(order),
    // The line is there, empty (an order with no deadline has no Payment).
    payment: deadlineSentence(order, now) ?? BLANK,
    tool: several ? toolNames(order.lines) : order.toolName,
    img: several ? undefined : text(order.toolImg) || undefined,
    quantity: several ? orderQuantityText(order) : String(order.toolQty),
    unitPrice: several ? BLANK : formatAmount(order.toolPrice / order.toolQty),
    total: formatAmount(order.toolPrice),
    name: text(order.name),
    email: text(order.email),
    address: text(order.address),
    phone: text(order.phone),
  });
}
