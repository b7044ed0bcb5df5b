// Every call of ApiPort beyond the home page's, over HTTP: loaded with the first of them,
// so the home page's first load carries neither these calls nor their reply schemas. The
// cart's and the quotes' calls load later still, with their own first call.
import * as v from 'valibot';
import { OperationsSummarySchema } from '../../domain/operations-summary-schema';
import { DeliveryAddressesSchema } from '../../domain/delivery-address';
import { OrderSchema } from '../../domain/order';
import { listQueryParams, pageSchemaOf } from '../../domain/page';
import { ModeratedReviewSchema } from '../../domain/review';
import type { ApiPort } from '../../ports/api.port';
import type { EagerCall, FetchFile, Send } from './api.http';
import { invoiceCalls } from './api-invoices.http';
import { lazyCalls } from './lazy-calls';
import { callsOver } from './table-calls';
import { companyCalls } from '../../ports/calls/companies.calls';
import { toolCalls } from '../../ports/calls/tools.calls';
import { userCalls } from '../../ports/calls/users.calls';
import { DeletedSchema, InsertedSchema, ModifiedSchema } from '../../ports/calls/replies';

const segment = encodeURIComponent;

export function accountCallsOver(send: Send, fetchFile: FetchFile): Omit<ApiPort, EagerCall> {
  const viaCart = lazyCalls(() => import('./cart-api.http').then((m) => m.cartCallsOver(send)));
  const viaQuotes = lazyCalls(() => import('./api-quotes.http').then((m) => m.quoteCalls(send)));
  const viaMail = lazyCalls(() => import('./api-mail.http').then((m) => m.mailCalls(send)));
  const viaHistory = lazyCalls(() =>
    import('./api-history.http').then((m) => m.historyCalls(send)),
  );
  const viaToolAdmin = lazyCalls(() =>
    import('./api-tool-admin.http').then((m) => m.toolAdminCalls(send)),
  );

  return {
    getCart: () => viaCart((calls) => calls.getCart()),

    addToCart: (line) => viaCart((calls) => calls.addToCart(line)),

    setCartQty: (toolId, qty) => viaCart((calls) => calls.setCartQty(toolId, qty)),

    removeFromCart: (toolId) => viaCart((calls) => calls.removeFromCart(toolId)),

    mergeCart: (lines) => viaCart((calls) => calls.mergeCart(lines)),

    reorder: (orderId) => viaCart((calls) => calls.reorder(orderId)),

    requestQuote: (request) => viaQuotes((calls) => calls.requestQuote(request)),

    listQuotes: (status) => viaQuotes((calls) => calls.listQuotes(status)),

    listQuotesPage: (query) => viaQuotes((calls) => calls.listQuotesPage(query)),
    listMyQuotes: () => viaQuotes((calls) => calls.listMyQuotes()),

    priceQuote: (id, pricing) => viaQuotes((calls) => calls.priceQuote(id, pricing)),

    declineQuote: (id) => viaQuotes((calls) => calls.declineQuote(id)),

    acceptQuote: (id, delivery) => viaQuotes((calls) => calls.acceptQuote(id, delivery)),

    listMail: (query) => viaMail((calls) => calls.listMail(query)),

    ...invoiceCalls(fetchFile),

    getOrderTimeline: (orderId) => viaHistory((calls) => calls.getOrderTimeline(orderId)),
    listAuditLog: (query) => viaHistory((calls) => calls.listAuditLog(query)),

    editTool: (id, edit) => viaToolAdmin((calls) => calls.editTool(id, edit)),
    uploadImage: (file) => viaToolAdmin((calls) => calls.uploadImage(file)),

    // Derived from the call table: a call added there is here without a line.
    ...callsOver(userCalls, send, fetchFile),
    ...callsOver(toolCalls, send, fetchFile),
    ...callsOver(companyCalls, send, fetchFile),

    addReview: (review) =>
      send({
        method: 'post',
        path: 'review',
        credential: 'access-token',
        json: review,
        reply: InsertedSchema,
      }),

    listAllReviews: () =>
      send({
        method: 'get',
        path: 'reviews',
        credential: 'access-token',
        reply: v.array(ModeratedReviewSchema),
      }),

    listAllReviewsPage: (query) =>
      send({
        method: 'get',
        path: 'reviews',
        credential: 'access-token',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(ModeratedReviewSchema),
      }),

    setReviewHidden: (id, hidden) =>
      send({
        method: 'patch',
        path: `review/${segment(id)}`,
        credential: 'access-token',
        json: { hidden },
        reply: ModifiedSchema,
      }),

    placeOrder: (order) =>
      send({
        method: 'post',
        path: 'order',
        credential: 'access-token',
        json: order,
        reply: InsertedSchema,
      }),

    checkOut: (input) =>
      send({
        method: 'post',
        path: 'checkout',
        credential: 'access-token',
        json: input,
        reply: OrderSchema,
      }),

    listDeliveryAddresses: () =>
      send({
        method: 'get',
        path: 'addresses',
        credential: 'access-token',
        reply: DeliveryAddressesSchema,
      }),

    listMyOrders: (email) =>
      send({
        method: 'get',
        path: 'order',
        credential: 'access-token',
        searchParams: { email },
        reply: v.array(OrderSchema),
      }),

    getOrder: (id) =>
      send({
        method: 'get',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        reply: OrderSchema,
      }),

    payOrder: (id, transactionId) =>
      send({
        method: 'patch',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        json: { order: id, transactionId },
        reply: ModifiedSchema,
      }),

    deleteOrder: (id) =>
      send({
        method: 'delete',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        reply: DeletedSchema,
      }),

    listAllOrders: () =>
      send({
        method: 'get',
        path: 'orders',
        credential: 'access-token',
        reply: v.array(OrderSchema),
      }),

    listAllOrdersPage: (query) =>
      send({
        method: 'get',
        path: 'orders',
        credential: 'access-token',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(OrderSchema),
      }),

    shipOrder: (id) =>
      send({
        method: 'put',
        path: `order/${segment(id)}`,
        credential: 'access-token',
        reply: ModifiedSchema,
      }),

    downloadCsv: (kind, days) =>
      fetchFile({
        method: 'get',
        path: `export/${kind}.csv`,
        credential: 'access-token',
        ...(kind === 'orders' ? { searchParams: { from: days.from, to: days.to } } : {}),
      }),

    getOperationsSummary: () =>
      send({
        method: 'get',
        path: 'operations/summary',
        credential: 'access-token',
        reply: OperationsSummarySchema,
      }),

    createPaymentIntent: (orderId) =>
      send({
        method: 'post',
        path: 'create-payment-intent',
        credential: 'access-token',
        json: { orderId },
        reply: v.object({ clientSecret: v.string() }),
      }),
  };
}
