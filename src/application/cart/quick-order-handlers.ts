// The quick order's call (src/ports/calls/quick-order.calls.ts), answered by its use case.
import type { SignedInAsk } from '../served-call';
import { quickOrder, type QuickOrderDeps } from './quick-order';

export const quickOrderHandlers = {
  quickOrder: (deps: QuickOrderDeps, ask: SignedInAsk) => quickOrder(deps, ask.viewer, ask.body),
};
