// The calls no signed-in page needs on arrival, over HTTP, derived from their call tables:
// the cart's, quick order's, the quotes', the reviews', the admin's reads, the trade
// accounts', the approvals', the refunds', the returns', the shipments' and the terms'.
// Loaded with the first of them, later than the account's calls, so the chunk every
// signed-in page waits for carries neither these calls nor their reply schemas.
import { adminCalls } from '../../ports/calls/admin.calls';
import { approvalCalls } from '../../ports/calls/approvals.calls';
import { cartCalls } from '../../ports/calls/cart.calls';
import { companyCalls } from '../../ports/calls/companies.calls';
import { quickOrderCalls } from '../../ports/calls/quick-order.calls';
import { quoteCalls } from '../../ports/calls/quotes.calls';
import { refundCalls } from '../../ports/calls/refunds.calls';
import { returnCalls } from '../../ports/calls/returns.calls';
import { reviewCalls } from '../../ports/calls/reviews.calls';
import { termsCalls } from '../../ports/calls/terms.calls';
import { shipmentCalls } from '../../ports/calls/shipments.calls';
import type { ShipmentInput } from '../../domain/shipment';
import type { FetchFile, Send } from './api.http';
import { keepingSubmitKeys } from './submit-keys';
import { callsOver } from './table-calls';

export const laterCallsOver = (send: Send, fetchFile: FetchFile) => ({
  ...callsOver(cartCalls, send, fetchFile),
  ...callsOver(quoteCalls, send, fetchFile),
  ...callsOver(reviewCalls, send, fetchFile),
  ...callsOver(adminCalls, send, fetchFile),
  ...callsOver(companyCalls, send, fetchFile),
  ...callsOver(refundCalls, send, fetchFile),
  ...callsOver(returnCalls, send, fetchFile),
  ...shipmentsOver(send, fetchFile),
  ...callsOver(approvalCalls, send, fetchFile),
  ...callsOver(termsCalls, send, fetchFile),
  ...callsOver(quickOrderCalls, send, fetchFile),
});

export type LaterCalls = ReturnType<typeof laterCallsOver>;

/** Each submit of a shipment with a key of its own, kept for its retry (submit-keys.ts). */
function shipmentsOver(send: Send, fetchFile: FetchFile) {
  const calls = callsOver(shipmentCalls, send, fetchFile);
  const record = keepingSubmitKeys(
    (asked: { orderId: string; input: ShipmentInput }, key?: string) =>
      calls.recordShipment(asked.orderId, asked.input, key),
  );
  return {
    ...calls,
    recordShipment: (orderId: string, input: ShipmentInput, key?: string) =>
      record({ orderId, input }, key),
  };
}
