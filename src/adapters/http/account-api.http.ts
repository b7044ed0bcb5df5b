// Every call of ApiPort beyond the home page's, over HTTP: loaded with the first of them,
// so the home page's first load carries neither these calls nor their reply schemas. The
// cart's and the quotes' calls load later still, with their own first call.
import type { ApiPort } from '../../ports/api.port';
import type { EagerCall, FetchFile, Send } from './api.http';
import { lazyCalls } from './lazy-calls';
import { callsOver } from './table-calls';
import { adminCalls } from '../../ports/calls/admin.calls';
import { orderCalls } from '../../ports/calls/orders.calls';
import { paymentCalls } from '../../ports/calls/payments.calls';
import { reviewCalls } from '../../ports/calls/reviews.calls';
import { toolCalls } from '../../ports/calls/tools.calls';
import { userCalls } from '../../ports/calls/users.calls';

export function accountCallsOver(send: Send, fetchFile: FetchFile): Omit<ApiPort, EagerCall> {
  const viaCart = lazyCalls(() => import('./cart-api.http').then((m) => m.cartCallsOver(send)));
  const viaQuotes = lazyCalls(() => import('./api-quotes.http').then((m) => m.quoteCalls(send)));

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

    // Derived from the call table: a call added there is here without a line.
    ...callsOver(userCalls, send, fetchFile),
    ...callsOver(toolCalls, send, fetchFile),
    ...callsOver(orderCalls, send, fetchFile),
    ...callsOver(paymentCalls, send, fetchFile),
    ...callsOver(reviewCalls, send, fetchFile),
    ...callsOver(adminCalls, send, fetchFile),
  };
}
