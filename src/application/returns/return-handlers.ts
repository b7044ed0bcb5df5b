// The returns' calls (src/ports/calls/returns.calls.ts), each answered by its use case:
// the API server registers these, and the in-memory API serves them, over their own stores.
import type { ReceiveReturnInput, RequestReturnInput } from '../../domain/order-return';
import type { CallHandlers, SignedInAsk, ById } from '../served-call';
import { acceptReturn, refuseReturn } from './decide-return';
import { listOrderReturns, listReturns } from './list-returns';
import { receiveReturn } from './receive-return';
import { requestReturn } from './request-return';
import type { ReturnDeps } from './return-deps';

export const returnHandlers = {
  requestReturn: (deps, ask: ById<RequestReturnInput>) =>
    requestReturn(deps, ask.viewer, ask.params.id, ask.body),
  listOrderReturns: (deps, ask: ById) => listOrderReturns(deps, ask.viewer, ask.params.id),
  listReturns: (deps, ask: SignedInAsk) => listReturns(deps, ask.viewer, ask.query['status']),
  acceptReturn: (deps, ask: ById) => acceptReturn(deps, ask.viewer, ask.params.id),
  refuseReturn: (deps, ask: ById<{ reason: string }>) =>
    refuseReturn(deps, ask.viewer, ask.params.id, ask.body.reason),
  receiveReturn: (deps, ask: ById<ReceiveReturnInput>) =>
    receiveReturn(deps, ask.viewer, ask.params.id, ask.body),
} satisfies CallHandlers<ReturnDeps>;
