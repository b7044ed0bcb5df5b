// The refunds' calls (src/ports/calls/refunds.calls.ts), each answered by its use case:
// the API server registers these, and the in-memory API serves them, over their own stores.
import type { CallHandlers, SignedInAsk, ById } from '../served-call';
import type { RefundDeps } from './refund-deps';
import { refundOrder } from './refund-order';
import { downloadCreditNote, listRefunds } from './refunds-for-viewer';

type ByRefund = SignedInAsk<{ id: string; refundId: string }>;

export const refundHandlers = {
  refundOrder: (deps, ask: ById) => refundOrder(deps, ask.viewer, ask.params.id, ask.body),
  listRefunds: (deps, ask: ById) => listRefunds(deps, ask.viewer, ask.params.id),
  downloadCreditNote: (deps, ask: ByRefund) =>
    downloadCreditNote(deps, ask.viewer, ask.params.id, ask.params.refundId),
} satisfies CallHandlers<RefundDeps>;
