// An order's refunds and their credit notes, for its buyer or an admin; to anyone else the
// order does not exist, as for every call on one order.
import type { Refund } from '../../domain/refund';
import { fail, ok, type Result } from '../../domain/result';
import { orderForViewer } from '../orders/order-for-viewer';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { RefundDeps } from './refund-deps';

/** `GET /order/{id}/refunds`: oldest first. */
export async function listRefunds(
  deps: Pick<RefundDeps, 'orders' | 'refunds'>,
  viewer: Viewer,
  rawOrderId: unknown,
): Promise<Result<Refund[], Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  return ok(await deps.refunds.listForOrder(found.value._id));
}

/** `GET /order/{id}/refunds/{refundId}/credit-note.pdf`. */
export async function downloadCreditNote(
  deps: RefundDeps,
  viewer: Viewer,
  rawOrderId: unknown,
  refundId: string,
): Promise<Result<File, Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  const refunds = await deps.refunds.listForOrder(found.value._id);
  const refund = refunds.find((one) => one._id === refundId.toLowerCase());
  const note = refund && (await deps.refunds.findCreditNote(refund._id));
  if (!note) return fail({ code: 'no-such-credit-note' });
  return ok(await deps.creditNoteFiles.fileOf(note, viewer));
}
