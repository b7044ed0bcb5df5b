// The store admin's price list for a company, as sent or typed, checked before it is kept:
// real days with the last not before the first nor past, one row per tool still sold, each
// fixed price by the one unit-price rule, each percentage more than 0 and less than 100 in
// hundredths, tiers from larger quantities each cheaper than the step before, and no row
// that would make any quantity of its tool cost $0, or more than the store asks, at the
// store's prices today.
import { contractCents } from './buyer-price';
import { dayOf, type ContractKind, type ContractPrice, type ContractTier } from './contract-prices';
import { expiryMoment } from './quote-pricing';
import { formatAmount, toCents } from './money';
import { isRecord } from './is-record';
import { MAX_TIER_BREAKS, tiersOf, type TieredTool, unitPriceFor } from './price-tiers';
import { checkUnitPrice } from './unit-price';
import { parseWholeNumber } from './whole-number';

/** A company's list names each tool once; more rows than the catalogue would be a mistake. */
export const MAX_CONTRACT_PRICES = 500;

export const VALID_FROM_INVALID = 'Give the first day the prices apply, as YYYY-MM-DD';
export const VALID_UNTIL_INVALID = 'Give the last day the prices apply, as YYYY-MM-DD';
export const VALID_UNTIL_BEFORE_FROM = 'The last day cannot come before the first day';
export const VALID_UNTIL_PAST = 'The last day has passed: the prices would never apply';
export const PERCENT_NOT_NUMBER = 'Percentage off must be a number, like 10 or 12.5';
export const PERCENT_NOT_HUNDREDTHS = 'Percentage off can have at most two decimals, like 12.25';
export const PERCENT_NOT_ABOVE_ZERO = 'Percentage off must be more than 0 %';
export const PERCENT_TOO_LARGE = 'Percentage off must be less than 100 %: a tool is never free';
export const NO_SUCH_TOOL = 'No tool with this id is sold';
export const TOOL_TWICE = 'This tool already has a row in the list: give each tool one';

export interface ListedTool extends TieredTool {
  readonly _id: string;
  readonly name: string;
}

/** A sentence about one row (`row` from 0), one of its fields, or the list as a whole. */
export interface PriceListIssue {
  readonly row: number | undefined;
  readonly field: 'validFrom' | 'validUntil' | 'toolId' | 'kind' | 'value' | 'tiers' | 'prices';
  readonly message: string;
}

export type PriceListCheck =
  | {
      readonly ok: true;
      readonly validFrom: string;
      readonly validUntil: string;
      readonly prices: ContractPrice[];
    }
  | { readonly ok: false; readonly message: string; readonly issues: readonly PriceListIssue[] };

/** A percentage as sent (a number) or typed (digits only: not "0x10", "1e3" or "-5"). */
export function checkPercentOff(
  raw: unknown,
): { ok: true; value: number } | { ok: false; message: string } {
  let value: number | undefined;
  if (typeof raw === 'number' && Number.isFinite(raw)) value = raw;
  else if (typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim())) value = Number(raw);
  if (value === undefined) return { ok: false, message: PERCENT_NOT_NUMBER };
  if (value >= 100) return { ok: false, message: PERCENT_TOO_LARGE };
  if (Math.round(value * 100) / 100 !== value)
    return { ok: false, message: PERCENT_NOT_HUNDREDTHS };
  if (value <= 0) return { ok: false, message: PERCENT_NOT_ABOVE_ZERO };
  return { ok: true, value };
}

/** One step's value by its kind's rule; `before` is the step it must beat, if any. */
function checkValue(kind: ContractKind, raw: unknown, before: number | undefined): string | number {
  if (kind === 'percent-off') {
    const percent = checkPercentOff(raw);
    if (!percent.ok) return percent.message;
    if (before !== undefined && percent.value <= before) {
      return `Percentage off must be more than ${before} %, the step for fewer units`;
    }
    return percent.value;
  }
  const price = checkUnitPrice(raw);
  if (!price.ok) return price.message;
  if (before !== undefined && price.cents >= toCents(before)) {
    return `Unit price must be less than ${formatAmount(before)}, the step for fewer units`;
  }
  return price.cents / 100;
}

function checkTiersOf(
  kind: ContractKind,
  raw: unknown,
  tool: ListedTool,
  first: number,
): string | ContractTier[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return 'Tiers must be a list of quantities and prices';
  if (raw.length > MAX_TIER_BREAKS)
    return `A contract price can have at most ${MAX_TIER_BREAKS} tiers`;
  const tiers: ContractTier[] = [];
  let fromBefore = tool.minQty;
  let valueBefore = first;
  for (const [index, entry] of (raw as unknown[]).entries()) {
    const where = `Tier ${index + 1}: `;
    if (!isRecord(entry)) return `${where}give a From quantity and a value`;
    const fromQty = parseWholeNumber(entry['fromQty']);
    if (fromQty === undefined) return `${where}From quantity must be a whole number`;
    if (fromQty <= fromBefore) {
      return `${where}From quantity must be more than ${fromBefore}, where the step before starts`;
    }
    const value = checkValue(kind, entry['value'], valueBefore);
    if (typeof value === 'string') return where + value;
    tiers.push({ fromQty, value });
    fromBefore = fromQty;
    valueBefore = value;
  }
  return tiers;
}

/** Every quantity where a step starts, the store's or the contract's: where prices change. */
const priceChanges = (tool: ListedTool, tiers: readonly ContractTier[]): number[] => [
  ...tiersOf(tool).map((tier) => tier.fromQty),
  ...tiers.map((tier) => tier.fromQty),
];

/** The store's unit price in cents at `qty`, by its own tiers today. */
const storeCentsAt = (tool: ListedTool, qty: number): number => toCents(unitPriceFor(tool, qty));

/** Whether the row makes some quantity cost nothing at the store's prices today. */
function makesFree(price: ContractPrice, tool: ListedTool): boolean {
  return priceChanges(tool, price.tiers).some(
    (qty) => contractCents(price, tool.minQty, qty, storeCentsAt(tool, qty)) < 1,
  );
}

/**
 * The first quantity where the row would cost more than the store asks today, if any: such
 * a price is never charged (the buyer pays the store's), so a list holding it would mislead.
 * Prices only change where a step starts, the store's or the contract's, so those suffice.
 */
function dearerThanStore(
  price: ContractPrice,
  tool: ListedTool,
): { readonly qty: number; readonly message: string } | undefined {
  const qty = priceChanges(tool, price.tiers)
    .filter((from) => from >= tool.minQty)
    .sort((a, b) => a - b)
    .find(
      (from) =>
        contractCents(price, tool.minQty, from, storeCentsAt(tool, from)) >
        storeCentsAt(tool, from),
    );
  if (qty === undefined) return undefined;
  const store = storeCentsAt(tool, qty) / 100;
  const contract = contractCents(price, tool.minQty, qty, toCents(store)) / 100;
  return {
    qty,
    message: `${formatAmount(contract)} from ${qty} ${qty === 1 ? 'unit' : 'units'} is dearer than the store's ${formatAmount(store)}: a contract price must not be more than the store's`,
  };
}

function checkRow(
  raw: unknown,
  row: number,
  toolOf: (id: string) => ListedTool | undefined,
  seen: Set<string>,
): PriceListIssue | ContractPrice {
  const issue = (field: PriceListIssue['field'], message: string): PriceListIssue => ({
    row,
    field,
    message,
  });
  if (!isRecord(raw)) return issue('prices', 'A row has a tool, a kind, a value and tiers');
  const toolId = typeof raw['toolId'] === 'string' ? raw['toolId'].trim().toLowerCase() : '';
  const tool = toolOf(toolId);
  if (!tool) return issue('toolId', NO_SUCH_TOOL);
  if (seen.has(tool._id)) return issue('toolId', TOOL_TWICE);
  seen.add(tool._id);
  const kind = raw['kind'];
  if (kind !== 'fixed' && kind !== 'percent-off') {
    return issue('kind', 'The kind must be a fixed unit price or a percentage off');
  }
  const value = checkValue(kind, raw['value'], undefined);
  if (typeof value === 'string') return issue('value', value);
  const tiers = checkTiersOf(kind, raw['tiers'], tool, value);
  if (typeof tiers === 'string') return issue('tiers', tiers);
  const price: ContractPrice = { toolId: tool._id, kind, value, tiers };
  if (makesFree(price, tool)) {
    return issue(
      'value',
      `This would make ${tool.name} cost ${formatAmount(0)}: take a smaller percentage`,
    );
  }
  const dearer = dearerThanStore(price, tool);
  if (dearer) {
    // Said at the step that is dearer: the row's own price, or one of its tiers.
    const atTier = price.tiers.some((tier) => tier.fromQty <= dearer.qty);
    return issue(atTier ? 'tiers' : 'value', dearer.message);
  }
  return price;
}

function checkDays(
  from: unknown,
  until: unknown,
  now: Date,
): PriceListIssue[] | { validFrom: string; validUntil: string } {
  const day = (raw: unknown) =>
    typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) && expiryMoment(raw.trim())
      ? raw.trim()
      : undefined;
  const validFrom = day(from);
  const validUntil = day(until);
  const issues: PriceListIssue[] = [];
  if (!validFrom) issues.push({ row: undefined, field: 'validFrom', message: VALID_FROM_INVALID });
  if (!validUntil)
    issues.push({ row: undefined, field: 'validUntil', message: VALID_UNTIL_INVALID });
  else if (validFrom && validUntil < validFrom) {
    issues.push({ row: undefined, field: 'validUntil', message: VALID_UNTIL_BEFORE_FROM });
  } else if (validUntil < dayOf(now)) {
    issues.push({ row: undefined, field: 'validUntil', message: VALID_UNTIL_PAST });
  }
  return validFrom && validUntil && issues.length === 0 ? { validFrom, validUntil } : issues;
}

const sentenceOf = (issue: PriceListIssue, names: readonly string[]): string =>
  issue.row === undefined
    ? issue.message
    : `Row ${issue.row + 1}${names[issue.row] ? ` (${names[issue.row]})` : ''}: ${issue.message}`;

/** The list as kept, or every sentence that says what is wrong and the first as one. */
export function checkPriceList(
  input: {
    readonly validFrom: unknown;
    readonly validUntil: unknown;
    readonly prices: readonly unknown[];
  },
  toolOf: (id: string) => ListedTool | undefined,
  now: Date,
): PriceListCheck {
  const issues: PriceListIssue[] = [];
  const days = checkDays(input.validFrom, input.validUntil, now);
  if (Array.isArray(days)) issues.push(...days);
  if (input.prices.length > MAX_CONTRACT_PRICES) {
    issues.push({
      row: undefined,
      field: 'prices',
      message: `A price list can hold at most ${MAX_CONTRACT_PRICES} tools`,
    });
  }
  const seen = new Set<string>();
  const prices: ContractPrice[] = [];
  const names: string[] = [];
  input.prices.slice(0, MAX_CONTRACT_PRICES).forEach((raw, row) => {
    const id = isRecord(raw) && typeof raw['toolId'] === 'string' ? raw['toolId'] : '';
    names.push(toolOf(id.trim().toLowerCase())?.name ?? '');
    const checked = checkRow(raw, row, toolOf, seen);
    if ('field' in checked) issues.push(checked);
    else prices.push(checked);
  });
  const first = issues[0];
  if (first !== undefined || Array.isArray(days)) {
    return { ok: false, message: first ? sentenceOf(first, names) : VALID_FROM_INVALID, issues };
  }
  return { ok: true, ...days, prices };
}
