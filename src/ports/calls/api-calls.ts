// Every call of the store's API, grouped by resource: the one table the OpenAPI document,
// the route list test and the msw coverage test read. The browser never imports this file
// (it would bring every schema into the first load): its adapters import the groups.
import { adminCalls } from './admin.calls';
import { approvalCalls } from './approvals.calls';
import { cartCalls } from './cart.calls';
import { companyCalls } from './companies.calls';
import { orderCalls } from './orders.calls';
import { paymentCalls } from './payments.calls';
import { quickOrderCalls } from './quick-order.calls';
import { quoteCalls } from './quotes.calls';
import { refundCalls } from './refunds.calls';
import { returnCalls } from './returns.calls';
import { reviewCalls } from './reviews.calls';
import { shipmentCalls } from './shipments.calls';
import { siteCalls } from './site.calls';
import { termsCalls } from './terms.calls';
import { toolCalls } from './tools.calls';
import { userCalls } from './users.calls';

export const API_CALL_GROUPS = {
  users: userCalls,
  tools: toolCalls,
  reviews: reviewCalls,
  orders: orderCalls,
  cart: cartCalls,
  quotes: quoteCalls,
  payments: paymentCalls,
  admin: adminCalls,
  site: siteCalls,
  companies: companyCalls,
  refunds: refundCalls,
  returns: returnCalls,
  shipments: shipmentCalls,
  approvals: approvalCalls,
  terms: termsCalls,
  quickOrder: quickOrderCalls,
} as const;
