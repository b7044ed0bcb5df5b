// The API fake's order desk, with the server's rules: the price from the tool, the quantity
// checked and the stock reserved in one step, payments checked against the ledger, and
// every change of state asked of the domain's order lifecycle.
import { IdSchema } from '../../domain/fields';
import { checkOrderTotal, toCents } from '../../domain/money';
import {
  PaymentIntentInputSchema,
  PayOrderInputSchema,
  PlaceOrderInputSchema,
  type Order,
  type PlaceOrderInput,
} from '../../domain/order';
import { unpaidOrderExpiry } from '../../domain/order-deadline';
import { transitionOrder } from '../../domain/order-status';
import { checkQuantity } from '../../domain/quantity';
import { fail, ok } from '../../domain/result';
import { requireSelfOrAdmin, type Caller } from './api-access';
import { conflict, forbidden, invalid, NO_SUCH, notFound } from './api-errors';
import { check, copy, randomHex, type Outcome } from './api-input';
import { newId, type MemoryState, type PaymentRecord } from './memory-state';
import { markPaid, removeOrder } from './unpaid-orders';

/** How many unpaid orders one customer may hold at once, as the API allows. */
export const MAX_UNPAID_ORDERS = 5;

export const TOO_MANY_UNPAID_ORDERS = `You already have ${MAX_UNPAID_ORDERS} unpaid orders. Please pay or delete one of them before placing another.`;

export class OrderDesk {
  constructor(private readonly state: MemoryState) {}

  place(caller: Caller, input: PlaceOrderInput): Outcome<{ insertedId: string }> {
    const body = check(PlaceOrderInputSchema, input);
    if (!body.ok) return body;
    const tool = this.state.tools.get(body.value.toolId);
    if (!tool) return fail(notFound(NO_SUCH.orderedTool));
    if (this.unpaidCountOf(caller.email) >= MAX_UNPAID_ORDERS) {
      return fail(conflict(TOO_MANY_UNPAID_ORDERS));
    }
    const quantity = checkQuantity(tool, body.value.toolQty);
    if (!quantity.ok) return fail(invalid(quantity.message));
    const priced = checkOrderTotal(tool.price, quantity.qty);
    if (!priced.ok) return fail(invalid(priced.message));
    // Checked and reserved in one synchronous step: no other call can sell the same units.
    tool.availableQty -= quantity.qty;
    const order: Order = {
      _id: newId(),
      toolId: tool._id,
      toolName: tool.name,
      toolQty: quantity.qty,
      // The price comes from the tool; whatever the browser sent is ignored.
      toolPrice: priced.total,
      toolImg: tool.img,
      name: body.value.name,
      // The order belongs to whoever is signed in, whatever the body says.
      email: caller.email,
      address: body.value.address,
      phone: body.value.phone,
      paid: false,
      status: 'unpaid',
      expiresAt: unpaidOrderExpiry(this.state.now()),
    };
    this.state.orders.set(order._id, order);
    return ok({ insertedId: order._id });
  }

  listOf(email: string): readonly Order[] {
    return [...this.state.orders.values()].filter((order) => order.email === email).map(copy);
  }

  listAll(): readonly Order[] {
    return [...this.state.orders.values()].map(copy);
  }

  get(caller: Caller, id: string): Outcome<Order> {
    const order = this.orderFor(caller, id);
    return order.ok ? ok(copy(order.value)) : order;
  }

  pay(caller: Caller, id: string, transactionId: string): Outcome<{ modifiedCount: number }> {
    const found = this.orderFor(caller, id);
    if (!found.ok) return found;
    const order = found.value;
    const body = check(PayOrderInputSchema, { transactionId });
    if (!body.ok) return body;
    const paidWith = body.value.transactionId;
    // Repeating the call that already paid this order changes nothing and is fine.
    if (order.paid && order.transactionId === paidWith) return ok({ modifiedCount: 0 });
    const transition = transitionOrder(order, { type: 'pay', transactionId: paidWith });
    if (!transition.ok) return fail(conflict(transition.message));
    const settled = this.checkSettled(order, this.state.payments.get(paidWith));
    if (!settled.ok) return settled;
    markPaid(order, paidWith);
    return ok({ modifiedCount: 1 });
  }

  remove(caller: Caller, id: string): Outcome<{ deletedCount: number }> {
    const found = this.orderFor(caller, id);
    if (!found.ok) return found;
    const order = found.value;
    // A customer deletes their own order; an admin removing someone else's cancels it.
    const type = caller.email === order.email ? 'delete' : 'cancel';
    const transition = transitionOrder(order, { type });
    if (!transition.ok) return fail(conflict(transition.message));
    if (this.settleIfAlreadyCharged(order)) {
      return fail(conflict('This order has been paid meanwhile, so it cannot be removed.'));
    }
    removeOrder(this.state, order);
    return ok({ deletedCount: 1 });
  }

  /** Admins only: the caller checks the role. */
  ship(caller: Caller, id: string): Outcome<{ modifiedCount: number }> {
    const found = this.orderFor(caller, id);
    if (!found.ok) return found;
    const transition = transitionOrder(found.value, { type: 'ship' });
    if (!transition.ok) return fail(conflict(transition.message));
    if (!transition.removed) Object.assign(found.value, transition.next);
    return ok({ modifiedCount: 1 });
  }

  createPaymentIntent(caller: Caller, orderId: string): Outcome<{ clientSecret: string }> {
    const body = check(PaymentIntentInputSchema, { orderId });
    if (!body.ok) return body;
    const order = this.state.orders.get(body.value.orderId);
    if (!order) return fail(notFound(NO_SUCH.order));
    // Only the customer pays; an admin has no card to charge for someone else's order.
    if (order.email !== caller.email) return fail(forbidden('You can only pay your own orders.'));
    const canPay = transitionOrder(order, { type: 'pay', transactionId: 'pending' });
    if (!canPay.ok) return fail(conflict(canPay.message));
    if (this.settleIfAlreadyCharged(order)) return fail(conflict('This order is already paid'));
    return ok({ clientSecret: this.openIntent(order).clientSecret });
  }

  /** As the server does: a charged card whose order was never marked paid is recorded. */
  private settleIfAlreadyCharged(order: Order): boolean {
    const amountCents = toCents(order.toolPrice);
    for (const payment of this.state.payments.values()) {
      if (payment.orderId !== order._id || payment.status !== 'succeeded') continue;
      if (payment.amountCents !== amountCents) continue;
      return markPaid(order, payment.id);
    }
    return false;
  }

  private unpaidCountOf(email: string): number {
    let count = 0;
    for (const order of this.state.orders.values()) {
      if (order.email === email && order.status === 'unpaid') count += 1;
    }
    return count;
  }

  /** The stored order (not a copy) the caller may act on. */
  private orderFor(caller: Caller, id: string): Outcome<Order> {
    const orderId = check(IdSchema, id);
    if (!orderId.ok) return orderId;
    const order = this.state.orders.get(orderId.value);
    if (!order) return fail(notFound(NO_SUCH.order));
    const allowed = requireSelfOrAdmin(caller, order.email, 'orders');
    return allowed.ok ? ok(order) : allowed;
  }

  /** The ledger, not the browser, says whether this order was paid, and for how much. */
  private checkSettled(order: Order, payment: PaymentRecord | undefined): Outcome<true> {
    if (!payment) return fail(conflict('No payment with that transaction id was found.'));
    if (payment.orderId !== order._id) {
      return fail(conflict('That payment was made for another order.'));
    }
    if (payment.status !== 'succeeded') return fail(conflict('That payment has not gone through.'));
    if (payment.amountCents !== toCents(order.toolPrice)) {
      return fail(conflict("That payment does not match this order's total."));
    }
    return ok(true);
  }

  /** Reloading the payment page reuses the open intent instead of piling up new ones. */
  private openIntent(order: Order): PaymentRecord {
    const amountCents = toCents(order.toolPrice);
    for (const payment of this.state.payments.values()) {
      const open = payment.status === 'requires_payment_method';
      if (open && payment.orderId === order._id && payment.amountCents === amountCents) {
        return payment;
      }
    }
    const id = `pi_mem_${randomHex().slice(0, 24)}`;
    const payment: PaymentRecord = {
      id,
      clientSecret: `${id}_secret_${randomHex()}`,
      orderId: order._id,
      amountCents,
      status: 'requires_payment_method',
    };
    this.state.payments.set(id, payment);
    return payment;
  }
}
