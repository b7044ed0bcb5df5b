// The orders' and payments' calls (src/ports/calls/orders.calls.ts, payments.calls.ts), each
// answered by its use case: the API server registers these, and the in-memory API serves
// them, over their own stores.
import type { CheckoutInput } from '../../domain/checkout-input';
import type { Order, PaymentIntentInput, PayOrderInput, PlaceOrderInput } from '../../domain/order';
import type { Page } from '../../domain/page';
import { fail, ok, type Result } from '../../domain/result';
import { withinReach, withoutPrices } from '../../domain/warehouse-orders';
import { listDeliveryAddresses } from '../addresses/delivery-addresses';
import { checkOutCart } from '../cart/check-out-cart';
import { orderTimeline } from '../history/order-timeline';
import type { CartStore } from '../ports/cart-store.port';
import type { CompanyStore } from '../ports/company-store.port';
import type { InvoiceFiles } from '../ports/invoice-files.port';
import type { InvoiceStore } from '../ports/invoice-store.port';
import type { OrderLists } from '../ports/order-lists.port';
import type { OrderTimelineReader } from '../ports/order-timeline.port';
import type { Refusal } from '../refusals';
import type { CallHandlers, BodyAsk, SignedInAsk, ById } from '../served-call';
import type { Viewer } from '../viewer';
import { createPaymentIntent } from './create-payment-intent';
import { downloadInvoice } from './invoice-for-viewer';
import { listAllOrders, listOrdersOf } from './list-orders';
import type { OrderDeps } from './order-deps';
import { orderForReader } from './order-for-viewer';
import { payOrder } from './pay-order';
import type { PlaceLinesDeps } from './place-lines';
import { placeOrder } from './place-order';
import { removeOrder } from './remove-order';
import { shipOrder } from './ship-order';

export type OrderCallDeps = Omit<OrderDeps & PlaceLinesDeps, 'now'> & {
  readonly orderLists: OrderLists;
  /** Read once a request: the use cases' `now`. */
  readonly clock: { now(): Date };
  readonly carts: CartStore;
  /** The buyer's company, whose delivery addresses checkout accepts as chosen. */
  readonly companies: Pick<CompanyStore, 'membershipOf'>;
  readonly timeline: OrderTimelineReader;
  readonly invoices: InvoiceStore;
  readonly invoiceFiles: InvoiceFiles;
  /** An image as answered: the server gives its own images' paths as absolute URLs. */
  readonly shownImage: (stored: string) => string;
};

/** The dependencies with this request's clock reading. */
const at = (deps: OrderCallDeps) => ({ ...deps, now: deps.clock.now() });

type Answered = Order | Order[] | Page<Order>;

/**
 * The orders of a reply as the caller sees them (their images' addresses). The warehouse,
 * reading others' orders with the rights its calls give it, sees only those it may ship,
 * and none of their amounts (warehouse-orders.ts).
 */
function presented<T extends Answered>(
  deps: OrderCallDeps,
  result: Result<T, Refusal>,
  viewer: Viewer,
): Result<T, Refusal> {
  if (!result.ok) return result;
  const value: Answered = result.value;
  const warehouse = viewer.role === 'warehouse' && viewer.isAdmin;
  const reach = warehouse ? { reader: viewer.email } : undefined;
  const hidden = (order: Order) => !withinReach(order, reach);
  const present = (order: Order): Order => {
    const shown = { ...order, toolImg: deps.shownImage(order.toolImg) };
    return warehouse && order.email !== viewer.email ? withoutPrices(shown) : shown;
  };
  const seen = (orders: readonly Order[]) => orders.filter((order) => !hidden(order)).map(present);
  if (!Array.isArray(value) && !('items' in value) && hidden(value)) {
    return fail({ code: 'no-such-order' });
  }
  const shown: Answered = Array.isArray(value)
    ? seen(value)
    : 'items' in value
      ? { ...value, items: seen(value.items) }
      : present(value);
  return ok(shown as T);
}

export const orderHandlers = {
  placeOrder: async (deps, ask: BodyAsk<PlaceOrderInput>) => {
    const placed = await placeOrder(at(deps), ask.viewer, ask.body, ask.idempotencyKey);
    return placed.ok ? ok({ insertedId: placed.value._id }) : placed;
  },
  checkOut: async (deps, ask: BodyAsk<CheckoutInput>) =>
    presented(
      deps,
      await checkOutCart(at(deps), ask.viewer, ask.body, ask.idempotencyKey),
      ask.viewer,
    ),
  listDeliveryAddresses: (deps, ask: SignedInAsk) => listDeliveryAddresses(deps, ask.viewer),
  listMyOrders: async (deps, ask: SignedInAsk) =>
    presented(
      deps,
      await listOrdersOf(deps.orderLists, ask.viewer, ask.query['email'] ?? ''),
      ask.viewer,
    ),
  getOrder: async (deps, ask: ById) =>
    presented(deps, await orderForReader(deps, ask.viewer, ask.params.id), ask.viewer),
  payOrder: (deps, ask: ById<PayOrderInput>) =>
    payOrder(at(deps), ask.viewer, ask.params.id, ask.body),
  deleteOrder: (deps, ask: ById) => removeOrder(at(deps), ask.viewer, ask.params.id),
  // A list's page shares its route: the list's handler reads the query.
  listAllOrders: async (deps, ask: SignedInAsk) =>
    presented(deps, await listAllOrders(deps.orderLists, ask.viewer, ask.query), ask.viewer),
  listAllOrdersPage: async (deps, ask: SignedInAsk) =>
    presented(deps, await listAllOrders(deps.orderLists, ask.viewer, ask.query), ask.viewer),
  shipOrder: (deps, ask: ById) => shipOrder(deps, ask.viewer, ask.params.id),
  getOrderTimeline: (deps, ask: ById) => orderTimeline(deps, ask.viewer, ask.params.id),
  downloadInvoice: (deps, ask: ById) => downloadInvoice(deps, ask.viewer, ask.params.id),
} satisfies CallHandlers<OrderCallDeps>;

export const paymentHandlers = {
  createPaymentIntent: (deps, ask: BodyAsk<PaymentIntentInput>) =>
    createPaymentIntent(at(deps), ask.viewer, ask.body),
} satisfies CallHandlers<OrderCallDeps>;
