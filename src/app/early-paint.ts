// What the inline bootstrap draws into a signed-in page's prerendered frame from the page's
// first read, before the app's bundle has run: the frame's slots (`data-early="name"`) get
// the read's text, so the page's largest element is its real content from the first
// moments. Text only (textContent, an image's src): nothing from the data is ever read as
// HTML. The formatting is the app's own (the same domain functions), so the app, drawing
// the page over the frame, writes the same words into boxes of the same size.
import { unitPriceLabel } from '../domain/display';
import { formatAmount } from '../domain/money';
import type { Order } from '../domain/order';
import { EXPIRED_ORDER_LABEL, orderDeadline } from '../domain/order-deadline';
import { newestFirst, orderQuantityText } from '../domain/order-list';
import { ORDER_STATUSES, orderStateLabel, paymentLabel } from '../domain/order-status';
import { dateLabel } from '../ui/components/date-text/date-label';
import { deadlineClock, deadlineWhen, timeLeft } from '../ui/pages/checkout-shared/deadline-text';
import { EARLY_ORDER_CARDS, orderSlot } from '../ui/pages/my-orders/early-order-slots';
import type { Painter } from './early-reads';

/** The attribute of a frame's slot; its value names what goes in it. */
export const EARLY_SLOT = 'data-early';

/** What the painters need of the document. */
export interface EarlyDocument {
  querySelectorAll(selectors: string): ArrayLike<Element>;
  readonly readyState: DocumentReadyState;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
}

type Fields = Readonly<Record<string, string>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The tool page's slots (tool-detail-page.tsx's skeleton), from GET /tool/{id}. */
function toolFields(tool: unknown): Fields {
  if (typeof tool !== 'object' || tool === null) return {};
  const { name, description, price, img } = tool as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const named = { name: text(name), description: text(description), img: text(img) };
  for (const [slot, value] of Object.entries(named)) if (value) fields[slot] = value;
  if (typeof price === 'number' && Number.isFinite(price)) fields['price'] = unitPriceLabel(price);
  return fields;
}

/** Whether `value` has what an order's card shows (the answer is not checked otherwise). */
function isOrder(value: unknown): value is Order {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  const { _id, number, toolName, toolQty, toolPrice, createdAt, status, lines } = order;
  return (
    [_id, toolName, createdAt].every((field) => typeof field === 'string') &&
    [number, toolQty, toolPrice].every((field) => typeof field === 'number') &&
    ORDER_STATUSES.includes(status as Order['status']) &&
    typeof order['paid'] === 'boolean' &&
    Array.isArray(lines) &&
    (order['expiresAt'] === undefined || typeof order['expiresAt'] === 'string')
  );
}

/** The second line of an order's payment, as orders-table.tsx writes it. */
function paymentNote(order: Order, now: Date): string {
  const deadline = orderDeadline(order, now);
  if (deadline.kind === 'open') {
    return `Pay before ${deadlineWhen(deadline.expiresAt, now)} (${timeLeft(deadline.msLeft)})`;
  }
  if (deadline.kind === 'expired') return `Expired at ${deadlineClock(deadline.expiresAt, now)}`;
  // A space: the line is there, empty, as it is not drawn as a placeholder.
  return order.paid && order.transactionId ? `Transaction id: ${order.transactionId}` : ' ';
}

/** My Orders' first cards (my-orders/early-order-cards.tsx), from GET /order?email=. */
function ordersFields(body: unknown, now: Date): Fields {
  if (!Array.isArray(body) || !body.every(isOrder)) return {};
  const fields: Record<string, string> = {};
  for (const [row, order] of newestFirst(body).slice(0, EARLY_ORDER_CARDS).entries()) {
    const expired = orderDeadline(order, now).kind === 'expired';
    const values = {
      tool: order.toolName,
      number: `#${order.number}`,
      date: dateLabel(order.createdAt),
      quantity: orderQuantityText(order),
      total: formatAmount(order.toolPrice),
      status: expired ? EXPIRED_ORDER_LABEL : orderStateLabel(order),
      payment: paymentLabel(order),
      deadline: paymentNote(order, now),
    };
    for (const [field, value] of Object.entries(values)) fields[orderSlot(row, field)] = value;
  }
  return fields;
}

/** Which read's answer fills which slots: the `paints` of an early read (early-reads.ts). */
const PAINTERS: Readonly<Record<Painter, (body: unknown, now: Date) => Fields>> = {
  tool: toolFields,
  myOrders: ordersFields,
};

/**
 * Writes `fields` into the slots of the frame (only while it is the frame: once the app has
 * drawn the page, its own nodes are left alone). An image slot takes a src, every other
 * slot text.
 */
export function paintSlots(doc: EarlyDocument, fields: Fields): void {
  const slots = doc.querySelectorAll(`#root[data-frame] [${EARLY_SLOT}]`);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    const value = slot && fields[slot.getAttribute(EARLY_SLOT) ?? ''];
    if (!slot || value === undefined) continue;
    if (slot.tagName === 'IMG') slot.setAttribute('src', value);
    else slot.textContent = value;
  }
}

/**
 * `response`, after its body (a copy of it) has been painted into the frame by `painter`.
 * The copy is taken before anyone else reads the response, so the app still reads it whole.
 */
export function paintedFrom(
  doc: EarlyDocument,
  painter: Painter,
  response: Promise<Response>,
  now: Date,
): Promise<Response> {
  return response.then((answer) => {
    if (answer.ok) {
      answer
        .clone()
        .json()
        .then((body: unknown) => {
          const fields = PAINTERS[painter](body, now);
          const paint = () => paintSlots(doc, fields);
          // The bootstrap runs in the head: an answer may come before the frame is read.
          if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', paint);
          else paint();
        })
        .catch(() => undefined);
    }
    return answer;
  });
}
