// The cart's calls (src/ports/calls/cart.calls.ts), answered by src/application/cart, with
// the tools' images at the API's own address; its writes share the order limit.
import { cartHandlers } from '../../../src/application/cart/cart-handlers';
import { cartCalls } from '../../../src/ports/calls/cart.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';
import { presentTool } from './asset-urls';

export function cartRoutes(deps: AppDeps) {
  // Cart writes share the order limit: both are a customer clicking, never a script.
  const writes = [perAccount(deps.rateLimiter, 'ordersPerUser')];
  // The cart stores no image: its lines show each tool as the catalogue answers it.
  const findById = async (id: string) => {
    const tool = await deps.tools.findById(id);
    return tool && presentTool(deps.publicUrl, tool);
  };
  return callRoutes(
    cartCalls,
    cartHandlers,
    { ...deps, tools: { findById }, now: () => deps.clock.now() },
    {
      addToCart: writes,
      mergeCart: writes,
      setCartQty: writes,
      removeFromCart: writes,
      reorder: writes,
    },
  );
}
