// Changing a customer's cart: add, set, remove and merge a visitor's cart in. Each checks
// the line against its tool as the server has it, changes nothing when refused, and answers
// the cart as it now is.
import {
  CART_FULL,
  CartAddInputSchema,
  CartMergeInputSchema,
  CartQtyInputSchema,
  MAX_CART_LINES,
  mergeCartLines,
  type Cart,
} from '../../domain/cart';
import { IdSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import { aboveAvailableMessage, checkQuantity, orderableRange } from '../../domain/quantity';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { CartDeps } from './cart-deps';
import { toolsById, viewCart } from './view-cart';

type CartResult = Promise<Result<Cart, Refusal>>;

const invalid = (message: string) => fail({ code: 'invalid', message } as const);

export async function addToCart(deps: CartDeps, viewer: Viewer, input: unknown): CartResult {
  const body = parseInput(CartAddInputSchema, input);
  if (!body.ok) return invalid(body.message);
  const tool = await deps.tools.findById(body.value.toolId);
  if (!tool) return fail({ code: 'tool-unavailable' });
  // The quantity added on its own must keep the tool's rules; the sum must stay in stock.
  const quantity = checkQuantity(tool, body.value.qty);
  if (!quantity.ok) return invalid(quantity.message);
  const added = await deps.carts.add(
    viewer.email,
    { toolId: tool._id, toolName: tool.name, qty: quantity.qty },
    // The sum keeps the maximum per order too (two whole packs make whole packs).
    { maxQty: Math.max(orderableRange(tool).highest, 0), maxLines: MAX_CART_LINES },
  );
  if (!added.added) {
    return invalid(added.reason === 'full' ? CART_FULL : aboveAvailableMessage(tool));
  }
  return ok(await viewCart(deps, viewer));
}

export async function setCartQty(
  deps: CartDeps,
  viewer: Viewer,
  rawToolId: unknown,
  input: unknown,
): CartResult {
  const toolId = parseInput(IdSchema, rawToolId);
  if (!toolId.ok) return invalid(toolId.message);
  const body = parseInput(CartQtyInputSchema, input);
  if (!body.ok) return invalid(body.message);
  const tool = await deps.tools.findById(toolId.value);
  if (!tool) return fail({ code: 'tool-unavailable' });
  const quantity = checkQuantity(tool, body.value.qty);
  if (!quantity.ok) return invalid(quantity.message);
  if (!(await deps.carts.update(viewer.email, tool._id, quantity.qty))) {
    return fail({ code: 'not-in-cart' });
  }
  return ok(await viewCart(deps, viewer));
}

export async function removeFromCart(
  deps: CartDeps,
  viewer: Viewer,
  rawToolId: unknown,
): CartResult {
  const toolId = parseInput(IdSchema, rawToolId);
  if (!toolId.ok) return invalid(toolId.message);
  await deps.carts.remove(viewer.email, [toolId.value]);
  return ok(await viewCart(deps, viewer));
}

/** A visitor's cart joins the account's at sign-in: sums capped by stock, gone tools dropped. */
export async function mergeCart(deps: CartDeps, viewer: Viewer, input: unknown): CartResult {
  const body = parseInput(CartMergeInputSchema, input);
  if (!body.ok) return invalid(body.message);
  const tools = await toolsById(
    deps,
    body.value.lines.map((line) => line.toolId),
  );
  // Worked out from the cart as the store holds it while it writes: a second merge at
  // once sees this one's lines, so the two never pass the number of lines together.
  await deps.carts.change(viewer.email, (account) => {
    const merged = mergeCartLines(account, body.value.lines, (id) => tools.get(id));
    const set = merged.flatMap((line) => {
      const tool = tools.get(line.toolId);
      return tool ? [{ ...line, toolName: tool.name }] : [];
    });
    return { set, answer: undefined };
  });
  return ok(await viewCart(deps, viewer));
}
