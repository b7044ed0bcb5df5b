// The quick order's call, answered by src/application/cart/quick-order.ts over the SQL
// carts and catalogue, with a rate limit of its own per account (quickOrdersPerUser).
import { quickOrderHandlers } from '../../../src/application/cart/quick-order-handlers';
import { quickOrderCalls } from '../../../src/ports/calls/quick-order.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';
import { presentTool } from './asset-urls';

export function quickOrderRoutes(deps: AppDeps) {
  const writes = [perAccount(deps.rateLimiter, 'quickOrdersPerUser')];
  const findById = async (id: string) => {
    const tool = await deps.tools.findById(id);
    return tool && presentTool(deps.publicUrl, tool);
  };
  return callRoutes(
    quickOrderCalls,
    quickOrderHandlers,
    { ...deps, tools: { findById }, partNumbers: deps.tools, now: () => deps.clock.now() },
    { quickOrder: writes },
  );
}
