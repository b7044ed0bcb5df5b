// The admin's quantity price tiers, as rows of "From quantity" and "Unit price" typed as
// text, each row with its own sentences from the domain (checkTiers). Controlled: the form
// that holds it (Add Product, the Manage Product dialog) checks and sends the rows.
import { MAX_TIER_BREAKS, type TierIssue } from '../../../domain/price-tiers';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import * as styles from './price-tiers-editor.css';
import { Alert } from '../alert/alert';

export interface TierRow {
  readonly fromQty: string;
  readonly price: string;
}

export const EMPTY_TIER_ROW: TierRow = { fromQty: '', price: '' };

export interface PriceTiersEditorProps {
  readonly rows: readonly TierRow[];
  readonly onChange: (rows: TierRow[]) => void;
  /** The domain's sentences from the last check; each shows on its row. */
  readonly issues?: readonly TierIssue[];
  /** Keeps the inputs' ids apart when two editors share a page. */
  readonly idPrefix?: string;
}

const messageOf = (issues: readonly TierIssue[], row: number, field: TierIssue['field']) =>
  issues.find((issue) => issue.row === row && issue.field === field)?.message;

export function PriceTiersEditor({
  rows,
  onChange,
  issues = [],
  idPrefix = 'tier',
}: PriceTiersEditorProps) {
  const change = (index: number, patch: Partial<TierRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const listIssue = issues.find((issue) => issue.row === undefined)?.message;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Quantity price tiers</legend>
      <p className={styles.hint} id={`${idPrefix}-hint`}>
        Optional. The base price applies from the minimum quantity; each tier is a lower unit price
        from a larger quantity, smallest quantity first.
      </p>
      {rows.map((row, index) => (
        <fieldset key={index} className={styles.row}>
          <legend className={styles.legend}>Price tier {index + 1}</legend>
          <TextField
            id={`${idPrefix}-${index}-from`}
            name={`tiers.${index}.fromQty`}
            label="From quantity"
            inputMode="numeric"
            autoComplete="off"
            value={row.fromQty}
            error={messageOf(issues, index, 'fromQty')}
            onChange={(event) => change(index, { fromQty: event.target.value })}
          />
          <TextField
            id={`${idPrefix}-${index}-price`}
            name={`tiers.${index}.price`}
            label="Unit price"
            hint="Dollars, like 10.80"
            inputMode="decimal"
            autoComplete="off"
            value={row.price}
            error={messageOf(issues, index, 'price')}
            onChange={(event) => change(index, { price: event.target.value })}
          />
          <Button
            type="button"
            variant="secondary"
            aria-label={`Remove price tier ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
          <Alert className={styles.rowMessage}>{messageOf(issues, index, undefined)}</Alert>
        </fieldset>
      ))}
      <Alert className={styles.rowMessage}>{listIssue}</Alert>
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={rows.length >= MAX_TIER_BREAKS}
          onClick={() => onChange([...rows, EMPTY_TIER_ROW])}
        >
          Add a price tier
        </Button>
      </div>
    </fieldset>
  );
}
