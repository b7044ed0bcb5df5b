// The price-list editor's form as the admin types it (every number as text), made from the
// list as kept and turned back into the body the domain checks (checkPriceList) and the API
// stores: the form never decides a price rule of its own.
import type { ContractKind, PriceList, PriceListInput } from '../../../domain/contract-prices';
import type { PriceListIssue } from '../../../domain/contract-price-check';

export interface ContractTierRow {
  readonly fromQty: string;
  readonly value: string;
}

export interface ContractPriceRow {
  readonly toolId: string;
  readonly kind: ContractKind;
  readonly value: string;
  readonly tiers: readonly ContractTierRow[];
}

export interface PriceListForm {
  readonly validFrom: string;
  readonly validUntil: string;
  readonly rows: readonly ContractPriceRow[];
}

export const EMPTY_CONTRACT_ROW: ContractPriceRow = {
  toolId: '',
  kind: 'percent-off',
  value: '',
  tiers: [],
};

/** "10.80" for dollars, "12.5" for a percentage: as the admin would type them. */
const textOf = (kind: ContractKind, value: number): string =>
  kind === 'fixed' && !Number.isInteger(value) ? value.toFixed(2) : String(value);

/** The form for a kept list, or an empty one (from today, no rows) for a company without. */
export function formOf(list: PriceList | null, today: string): PriceListForm {
  if (!list) return { validFrom: today, validUntil: '', rows: [] };
  return {
    validFrom: list.validFrom,
    validUntil: list.validUntil,
    rows: list.prices.map((price) => ({
      toolId: price.toolId,
      kind: price.kind,
      value: textOf(price.kind, price.value),
      tiers: price.tiers.map((tier) => ({
        fromQty: String(tier.fromQty),
        value: textOf(price.kind, tier.value),
      })),
    })),
  };
}

/** The body as typed: the domain reads the text and says what is wrong with it. */
export const inputOf = (form: PriceListForm): PriceListInput => ({
  validFrom: form.validFrom,
  validUntil: form.validUntil,
  prices: form.rows.map((row) => ({
    toolId: row.toolId,
    kind: row.kind,
    value: row.value,
    tiers: row.tiers.map((tier) => ({ fromQty: tier.fromQty, value: tier.value })),
  })),
});

/** The domain's sentence for one field of one row (`row` undefined: the list's own fields). */
export const issueAt = (
  issues: readonly PriceListIssue[],
  row: number | undefined,
  field: PriceListIssue['field'],
): string | undefined =>
  issues.find((issue) => issue.row === row && issue.field === field)?.message;
