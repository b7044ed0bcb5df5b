// The quick order's call (src/ports/calls/quick-order.calls.ts), answered by its use case.
import type { QuickOrderInput } from '../../domain/quick-order-schemas';
import type { CallHandlers, BodyAsk } from '../served-call';
import { quickOrder, type QuickOrderDeps } from './quick-order';

export const quickOrderHandlers = {
  quickOrder: (deps, ask: BodyAsk<QuickOrderInput>) => quickOrder(deps, ask.viewer, ask.body),
} satisfies CallHandlers<QuickOrderDeps>;
