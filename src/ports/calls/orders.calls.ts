// The orders' calls: placing one, checking the cart out, the customer's and the admin's
// lists, paying, shipping and removing one, its timeline and invoice,
// the kept addresses.
import * as v from 'valibot';
import { CheckoutInputSchema, type CheckoutInput } from '../../domain/checkout-input';
import { DeliveryAddressesSchema } from '../../domain/delivery-address';
import {
  OrderSchema,
  PayOrderInputSchema,
  PlaceOrderInputSchema,
  type PlaceOrderInput,
} from '../../domain/order';
import { OrderTimelineEntrySchema } from '../../domain/order-timeline';
import { call } from './call';
import { EmailQuerySchema, IdParam, orderPageOf } from './queries';
import { DeletedSchema, InsertedSchema, ModifiedSchema } from './replies';

const id = { id: IdParam };
// Read as any text: a malformed id is "not found" too, as an order no one may see.
const lookedUp = { id: v.pipe(v.string(), v.description('The order id.')) };
const byId = (orderId: string) => ({ params: { id: orderId } });
const LIMITS = ['unpaid-order-limit', 'unpaid-value-limit', 'unpaid-units-limit'];
const ORDER_RACES = ['order-changed', 'order-gone', 'order-lapsed'];

export const orderCalls = {
  placeOrder: call({
    method: 'post',
    path: '/order',
    access: 'signed-in',
    summary: 'Places an order for one tool: the server prices it and reserves the stock.',
    body: PlaceOrderInputSchema,
    reply: InsertedSchema,
    status: 201,
    refusals: [
      'invalid',
      'tool-unavailable',
      'price-changed',
      'tool-changed',
      'quantity-no-longer-fits',
      'idempotency-key-reused',
      ...LIMITS,
    ],
    idempotencyKey: true,
    otherStatuses: [429],
    request: (order: PlaceOrderInput, idempotencyKey?: string) => ({ body: order, idempotencyKey }),
  }),
  checkOut: call({
    method: 'post',
    path: '/checkout',
    access: 'signed-in',
    summary: "The cart's lines as one order, all lines' stock reserved or none.",
    body: CheckoutInputSchema,
    reply: OrderSchema,
    status: 201,
    refusals: [
      'invalid',
      'line-tool-unavailable',
      'line-price-changed',
      'quantity-no-longer-fits',
      'not-a-company-address',
      'idempotency-key-reused',
      ...LIMITS,
    ],
    idempotencyKey: true,
    otherStatuses: [429],
    request: (input: CheckoutInput, idempotencyKey?: string) => ({ body: input, idempotencyKey }),
  }),
  listDeliveryAddresses: call({
    method: 'get',
    path: '/addresses',
    access: 'signed-in',
    summary: "The account's kept delivery addresses, last used first.",
    reply: DeliveryAddressesSchema,
    request: () => ({}),
  }),
  listMyOrders: call({
    method: 'get',
    path: '/order',
    access: 'signed-in',
    summary: 'Your own orders (or anyone’s for an admin).',
    query: EmailQuerySchema,
    reply: v.array(OrderSchema),
    refusals: ['not-yours'],
    request: (address: string) => ({ query: { email: address } }),
  }),
  getOrder: call({
    method: 'get',
    path: '/order/:id',
    access: 'signed-in',
    staff: ['warehouse', 'sales', 'finance'],
    summary: 'One order: its owner’s, an admin’s, or its company’s admin’s.',
    params: id,
    reply: OrderSchema,
    refusals: ['no-such-order'],
    request: byId,
  }),
  payOrder: call({
    method: 'patch',
    path: '/order/:id',
    access: 'signed-in',
    summary: 'Marks an order paid once the server has checked the payment.',
    params: id,
    body: PayOrderInputSchema,
    reply: ModifiedSchema,
    refusals: [
      'invalid',
      'no-such-order',
      'pay-own-orders-only',
      'lifecycle',
      'payment-not-found',
      'payment-for-another-order',
      'payment-not-succeeded',
      'amount-mismatch',
      ...ORDER_RACES,
    ],
    request: (orderId: string, transactionId: string) => ({
      params: { id: orderId },
      body: { order: orderId, transactionId },
    }),
  }),
  deleteOrder: call({
    method: 'delete',
    path: '/order/:id',
    access: 'signed-in',
    summary: 'A customer deletes, or an admin cancels, an unpaid order.',
    params: id,
    reply: DeletedSchema,
    refusals: ['no-such-order', 'lifecycle', 'paid-meanwhile', ...ORDER_RACES],
    request: byId,
  }),
  listAllOrders: call({
    method: 'get',
    path: '/orders',
    access: 'admin',
    staff: ['warehouse', 'sales', 'finance'],
    summary: 'Every order; with ?page= one page, by tool, e-mail or name, of one status.',
    reply: v.array(OrderSchema),
    request: () => ({}),
  }),
  listAllOrdersPage: call({
    method: 'get',
    path: '/orders',
    access: 'admin',
    staff: ['warehouse', 'sales', 'finance'],
    summary: 'One page of the orders.',
    ...orderPageOf(OrderSchema),
  }),
  shipOrder: call({
    method: 'put',
    path: '/order/:id',
    access: 'admin',
    staff: ['warehouse'],
    summary: 'Marks a paid order shipped.',
    params: id,
    reply: ModifiedSchema,
    refusals: ['no-such-order', 'lifecycle', 'order-changed'],
    request: byId,
  }),
  getOrderTimeline: call({
    method: 'get',
    path: '/order/:id/timeline',
    access: 'signed-in',
    staff: ['warehouse', 'sales', 'finance'],
    summary: "An order's history: placed, paid, shipped, removed.",
    params: lookedUp,
    reply: v.array(OrderTimelineEntrySchema),
    refusals: ['no-such-order'],
    request: byId,
  }),
  downloadInvoice: call({
    method: 'get',
    path: '/order/:id/invoice.pdf',
    access: 'signed-in',
    staff: ['finance'],
    summary: "A paid order's invoice, as a PDF.",
    params: lookedUp,
    reply: { file: 'application/pdf' },
    refusals: ['no-such-order', 'no-such-invoice'],
    request: byId,
  }),
};
