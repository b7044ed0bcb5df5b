// A customer's cart: which tools, how many of each. Kept by the server per signed-in
// customer and in the browser for a visitor; every line keeps its tool's quantity rules
// (quantity.ts), checked when it is added and again when the cart is shown or checked out.
import { priceFor, unitPriceDecision, type PriceTerms } from './buyer-price';
import { listInForce } from './contract-price-days';
import { nextTier, sumAmounts, type TieredTool } from './price-tiers';
import * as v from 'valibot';
import type { CartLineSchema, CartSchema } from './cart-reply';
import { IdSchema, strictObjectMessage, wholeNumber } from './fields';
import { MAX_ORDER_LINES } from './order-line';
import { checkQuantity, fitQuantity, type QuantityLimits } from './quantity';

export { fitQuantity };

/** A cart holds what one order may: checking it out makes one order. */
export const MAX_CART_LINES = MAX_ORDER_LINES;

export const CART_FULL = `Your cart can hold at most ${MAX_CART_LINES} different tools`;
export const TOOL_NOT_SOLD = 'This tool is no longer sold. Remove it from your cart.';

/** `PUT /cart/{toolId}`: the line's new quantity. */
export const CartQtyInputSchema = v.strictObject(
  { qty: wholeNumber('Quantity', 1) },
  strictObjectMessage,
);

/** `POST /cart`: add `qty` of a tool (to what the cart already holds of it). */
export const CartAddInputSchema = v.strictObject(
  { toolId: IdSchema, qty: wholeNumber('Quantity', 1) },
  strictObjectMessage,
);
export type CartAddInput = v.InferOutput<typeof CartAddInputSchema>;

/** A line as stored: in the browser for a visitor, on the server for a customer. */
export const StoredCartLineSchema = v.object({ toolId: IdSchema, qty: wholeNumber('Quantity', 1) });
export type StoredCartLine = v.InferOutput<typeof StoredCartLineSchema>;

/** `POST /cart/merge`: a visitor's cart joining the account's at sign-in. */
export const CartMergeInputSchema = v.strictObject(
  {
    lines: v.pipe(
      v.array(StoredCartLineSchema, 'lines must be a list of tools and quantities'),
      v.maxLength(MAX_CART_LINES, CART_FULL),
    ),
  },
  strictObjectMessage,
);

/** A cart line as shown: the tool as it is today, and what stands in the way of ordering. */
export type CartLine = Readonly<v.InferOutput<typeof CartLineSchema>>;

/** A company's contract price of one tool, as a cart line carries it to reprice itself. */
export type LineContract = NonNullable<CartLine['contract']>;

/**
 * The one row of the buyer's list for `toolId`, while the list is theirs and in force: kept
 * on the line even where the store's price wins at this quantity, as it may not at another.
 */
function contractOf(terms: PriceTerms | undefined, toolId: string): LineContract | undefined {
  const buyer = terms?.buyer;
  const list = buyer?.list;
  const price = list?.prices.find((row) => row.toolId === toolId);
  if (!terms || !buyer || !list || !price || list.companyId !== buyer.companyId) return undefined;
  if (!listInForce(list, terms.now)) return undefined;
  const { companyId, companyName, validFrom, validUntil } = list;
  return { companyId, companyName, validFrom, validUntil, price };
}

/** The terms of a line's own contract: in force on its first day, as the server found it today. */
const termsOfLine = (contract: LineContract | undefined): PriceTerms | undefined =>
  contract && {
    now: new Date(`${contract.validFrom}T12:00:00Z`),
    buyer: {
      companyId: contract.companyId,
      companyName: contract.companyName,
      list: { ...contract, prices: [contract.price], updatedAt: '' },
    },
  };

export type Cart = Readonly<v.InferOutput<typeof CartSchema>>;

export interface CartTool extends QuantityLimits, TieredTool {
  readonly _id: string;
  readonly img: string;
  readonly price: number;
  readonly partNumber?: string | undefined;
}

/** One line as shown, from its tool today (undefined: the tool was deleted). */
export function cartLineOf(
  line: StoredCartLine & { readonly toolName?: string },
  tool: CartTool | undefined,
  terms?: PriceTerms,
): CartLine {
  if (!tool) {
    return {
      toolId: line.toolId,
      qty: line.qty,
      toolName: line.toolName ?? 'A tool no longer sold',
      toolImg: '',
      unitPrice: 0,
      minQty: 0,
      availableQty: 0,
      total: 0,
      basePrice: 0,
      tiers: [],
      priceSource: 'base',
      // Nothing is priced: the problem says why.
      priceReason: '',
      problem: TOOL_NOT_SOLD,
    };
  }
  const quantity = checkQuantity(tool, line.qty);
  // Each line at the price the checkout will charge this buyer, and why.
  const question = { tool, qty: line.qty, terms };
  const priced = priceFor(question);
  const decision = priced.ok ? priced : unitPriceDecision(question);
  const contract = contractOf(terms, tool._id);
  const problem = !quantity.ok ? quantity.message : !priced.ok ? priced.message : undefined;
  // The store's next tier says nothing of a contract's price: it is offered on store prices.
  const next =
    problem === undefined && contract === undefined ? nextTier(tool, line.qty) : undefined;
  return {
    toolId: tool._id,
    qty: line.qty,
    toolName: tool.name,
    toolImg: tool.img,
    ...(tool.partNumber === undefined ? {} : { partNumber: tool.partNumber }),
    unitPrice: decision.unitPrice,
    minQty: tool.minQty,
    availableQty: tool.availableQty,
    ...(tool.backorderUntil === undefined ? {} : { backorderUntil: tool.backorderUntil }),
    total: priced.ok ? priced.total : 0,
    basePrice: tool.price,
    tiers: tool.tiers ?? [],
    priceSource: decision.source,
    priceReason: decision.reason,
    ...(contract === undefined ? {} : { contract }),
    ...(problem === undefined ? {} : { problem }),
    ...(next === undefined ? {} : { nextTier: next }),
  };
}

/**
 * The line as it will be once `qty` is saved: the same rules and tiers as cartLineOf, so the
 * cart shows the new line total and sum while the change is on its way.
 */
export function withQty(line: CartLine, qty: number): CartLine {
  if (line.problem === TOOL_NOT_SOLD) return line;
  return cartLineOf(
    { toolId: line.toolId, qty },
    {
      _id: line.toolId,
      name: line.toolName,
      img: line.toolImg,
      partNumber: line.partNumber,
      price: line.basePrice,
      tiers: line.tiers,
      minQty: line.minQty,
      availableQty: line.availableQty,
      backorderUntil: line.backorderUntil,
    },
    termsOfLine(line.contract),
  );
}

export function cartOf(lines: readonly CartLine[]): Cart {
  const total = sumAmounts(lines.map((line) => (line.problem ? 0 : line.total)));
  return { lines, total };
}

/**
 * A visitor's lines joined to the account's: a tool in both gets the sum, capped by its
 * stock; tools the account lacks are added while the cart has room. Lines whose tool is
 * gone or cannot be ordered are left out.
 */
export function mergeCartLines(
  account: readonly StoredCartLine[],
  visitor: readonly StoredCartLine[],
  toolOf: (id: string) => QuantityLimits | undefined,
): StoredCartLine[] {
  const merged = new Map(account.map((line) => [line.toolId, line.qty]));
  for (const line of visitor) {
    const tool = toolOf(line.toolId);
    if (!tool) continue;
    const had = merged.get(line.toolId);
    if (had === undefined && merged.size >= MAX_CART_LINES) continue;
    const qty = fitQuantity(tool, (had ?? 0) + line.qty);
    if (qty !== undefined) merged.set(line.toolId, qty);
  }
  return [...merged].map(([toolId, qty]) => ({ toolId, qty }));
}

/**
 * The lines a cart holds once `set` is written: each line of `set` in place of the held
 * line of its tool, the tools it did not hold added last, in the order given.
 */
export function setCartLines<Line extends StoredCartLine>(
  held: readonly Line[],
  set: readonly Line[],
): Line[] {
  const kept = held.map((line) => set.find((l) => l.toolId === line.toolId) ?? line);
  const added = set.filter((line) => !held.some((l) => l.toolId === line.toolId));
  return [...kept, ...added].map((line) => ({ ...line }));
}
