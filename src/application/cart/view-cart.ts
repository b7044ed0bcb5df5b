// `GET /cart`: the customer's lines with each tool as it is today and what is wrong with
// a line, if anything (a deleted tool, a quantity the tool's rules no longer allow).
import { cartLineOf, cartOf, type Cart } from '../../domain/cart';
import type { Tool } from '../../domain/tool';
import { priceTermsOf } from '../pricing/price-terms';
import type { Viewer } from '../viewer';
import type { CartDeps } from './cart-deps';

/** The tools of `ids` as they are now, by id (absent: deleted). */
export async function toolsById(
  deps: Pick<CartDeps, 'tools'>,
  ids: readonly string[],
): Promise<Map<string, Tool>> {
  const tools = await Promise.all(ids.map((id) => deps.tools.findById(id)));
  return new Map(tools.flatMap((tool) => (tool ? [[tool._id, tool] as const] : [])));
}

export async function viewCart(deps: CartDeps, viewer: Viewer): Promise<Cart> {
  const lines = await deps.carts.lines(viewer.email);
  const tools = await toolsById(
    deps,
    lines.map((line) => line.toolId),
  );
  // Each line at the price its checkout would charge this buyer now.
  const terms = await priceTermsOf(deps, viewer.email, deps.now());
  return cartOf(lines.map((line) => cartLineOf(line, tools.get(line.toolId), terms)));
}
