// `POST /order/{id}/pay-on-account`: a company buyer settles their unpaid order on the
// company's account instead of by card, with a PO number (required if the company says
// so). The store confirms it under the company's lock, against the credit limit and the
// hold; refused, the order stays unpaid and the card still pays it.
import { keptPoNumber, type PayOnAccountInput } from '../../domain/account-terms';
import type { Order } from '../../domain/order';
import { transitionOrder } from '../../domain/order-status';
import { fail, ok, type Result } from '../../domain/result';
import { orderForViewer } from '../orders/order-for-viewer';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { TermsDeps } from './terms-deps';

export async function payOnAccount(
  deps: TermsDeps,
  viewer: Viewer,
  rawOrderId: unknown,
  input: PayOnAccountInput,
): Promise<Result<Order, Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  const order = found.value;
  // Only the buyer puts their order on account: an admin seeing it is not the company.
  if (order.email !== viewer.email) return fail({ code: 'pay-own-orders-only' });
  const transition = transitionOrder(order, { type: 'pay', transactionId: 'on-account' });
  if (!transition.ok) return fail({ code: 'lifecycle', message: transition.message });
  const membership = await deps.companies.membershipOf(viewer.email);
  if (!order.companyId || membership?.company._id !== order.companyId) {
    return fail({ code: 'not-a-company-order' });
  }
  const outcome = await deps.accounts.chargeToAccount({
    orderId: order._id,
    companyId: order.companyId,
    poNumber: keptPoNumber(input),
    actor: viewer.email,
    now: deps.now(),
  });
  if ('confirmed' in outcome) return ok(outcome.confirmed);
  switch (outcome.refused) {
    case 'no-terms':
      return fail({ code: 'no-account-terms' });
    case 'on-hold':
      return fail({ code: 'account-on-hold', invoiceNumber: outcome.invoiceNumber });
    case 'over-credit-limit':
      return fail({ code: 'over-credit-limit', availableCents: outcome.availableCents });
    default:
      return fail({ code: outcome.refused });
  }
}
