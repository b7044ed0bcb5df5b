// `POST /cart/quick`: a trade buyer's pasted lines or CSV of part numbers and quantities.
// Every line is checked by the one quantity rule (with what the cart already holds of the
// tool) and priced for this buyer (priceFor: contract prices apply); the lines that pass go
// into the cart in one change of it, the others come back with the reason. A dry run says
// the same and changes nothing.
import { priceFor, type PriceTerms } from '../../domain/buyer-price';
import { CART_FULL, MAX_CART_LINES } from '../../domain/cart';
import { partNumberKey, PART_NUMBER_TEXT } from '../../domain/part-number';
import { checkQuantity, orderableRange } from '../../domain/quantity';
import {
  outOfStockMessage,
  QUANTITY_MISSING,
  readQuickOrderText,
  repeatedPartNumberMessage,
  unknownPartNumberMessage,
  type QuickOrderAdded,
  type QuickOrderRefused,
  type QuickOrderRow,
} from '../../domain/quick-order';
import type { QuickOrderInput, QuickOrderReply } from '../../domain/quick-order-schemas';
import { fail, ok, type Result } from '../../domain/result';
import { sumAmounts } from '../../domain/price-tiers';
import type { Tool } from '../../domain/tool';
import type { KeptCartLine } from '../ports/cart-store.port';
import type { PartNumberLookup } from '../ports/part-number-lookup.port';
import { priceTermsOf } from '../pricing/price-terms';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { CartDeps } from './cart-deps';
import { viewCart } from './view-cart';

export interface QuickOrderDeps extends CartDeps {
  readonly partNumbers: PartNumberLookup;
}

interface Plan {
  readonly added: QuickOrderAdded[];
  readonly refused: QuickOrderRefused[];
  readonly set: KeptCartLine[];
}

/** Each row against its tool and the cart as held; what passes is added to the plan's set. */
function planQuickOrder(
  rows: readonly QuickOrderRow[],
  tools: ReadonlyMap<string, Tool>,
  held: readonly KeptCartLine[],
  terms: PriceTerms | undefined,
): Plan {
  const inCart = new Map(held.map((line) => [line.toolId, line.qty]));
  const firstLine = new Map<string, number>();
  const plan: Plan = { added: [], refused: [], set: [] };
  for (const row of rows) {
    const refuse = (reason: string) => plan.refused.push({ ...row, reason });
    const key = partNumberKey(row.partNumber);
    const tool = PART_NUMBER_TEXT.test(key) ? tools.get(key) : undefined;
    if (!tool) {
      refuse(unknownPartNumberMessage(row.partNumber));
      continue;
    }
    const before = firstLine.get(key);
    if (before !== undefined) {
      refuse(repeatedPartNumberMessage(row.partNumber, before));
      continue;
    }
    firstLine.set(key, row.line);
    if (row.qty === '') {
      refuse(QUANTITY_MISSING);
      continue;
    }
    const range = orderableRange(tool);
    if (range.lowest > range.highest) {
      refuse(outOfStockMessage(tool.name));
      continue;
    }
    const quantity = checkQuantity(tool, row.qty);
    if (!quantity.ok) {
      refuse(quantity.message);
      continue;
    }
    const had = inCart.get(tool._id);
    if (had === undefined && inCart.size >= MAX_CART_LINES) {
      refuse(CART_FULL);
      continue;
    }
    const total = checkQuantity(tool, (had ?? 0) + quantity.qty);
    if (!total.ok) {
      refuse(`Your cart already holds ${had ?? 0}: ${total.message}`);
      continue;
    }
    const priced = priceFor({ tool, qty: quantity.qty, terms });
    if (!priced.ok) {
      refuse(priced.message);
      continue;
    }
    inCart.set(tool._id, total.qty);
    plan.set.push({ toolId: tool._id, toolName: tool.name, qty: total.qty });
    plan.added.push({
      line: row.line,
      partNumber: tool.partNumber ?? row.partNumber,
      toolId: tool._id,
      toolName: tool.name,
      qty: quantity.qty,
      unitPrice: priced.unitPrice,
      total: priced.total,
      priceReason: priced.reason,
    });
  }
  return plan;
}

export async function quickOrder(
  deps: QuickOrderDeps,
  viewer: Viewer,
  input: QuickOrderInput,
): Promise<Result<QuickOrderReply, Refusal>> {
  const rows = readQuickOrderText(input.text);
  if (!rows.ok) return fail({ code: 'invalid', message: rows.error });
  const keys = [...new Set(rows.value.map((row) => partNumberKey(row.partNumber)))];
  const found = await deps.partNumbers.findByPartNumbers(
    keys.filter((key) => PART_NUMBER_TEXT.test(key)),
  );
  const tools = new Map(found.map((tool) => [partNumberKey(tool.partNumber ?? ''), tool]));
  const terms = await priceTermsOf(deps, viewer.email, deps.now());
  const dryRun = input.dryRun === true;
  // Planned on the cart as the store holds it while it writes: one change, all lines at once.
  const plan = dryRun
    ? planQuickOrder(rows.value, tools, await deps.carts.lines(viewer.email), terms)
    : await deps.carts.change(viewer.email, (held) => {
        const planned = planQuickOrder(rows.value, tools, held, terms);
        return { set: planned.set, answer: planned };
      });
  return ok({
    applied: !dryRun,
    added: plan.added,
    refused: plan.refused,
    total: sumAmounts(plan.added.map((line) => line.total)),
    cart: await viewCart(deps, viewer),
  });
}
