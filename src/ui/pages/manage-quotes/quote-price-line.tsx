// One line of the pricing dialog: the tool, its part number and quantity, what it lists at
// today, the admin's unit price (its sentence under it) and the line's total as typed so far.
import { formatAmount, fromCents } from '../../../domain/money';
import type { QuoteLine } from '../../../domain/quote';
import type { QuoteLinePriceCheck } from '../../../domain/quote-pricing';
import { TextField } from '../../components/text-field/text-field';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import * as styles from './price-quote-dialog.css';

export interface QuotePriceLineProps {
  readonly line: QuoteLine;
  readonly inputId: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The line as typed, checked by the domain: its total when the price is one. */
  readonly checked: QuoteLinePriceCheck | undefined;
  /** The sentence shown at the field, once Save was pressed. */
  readonly error: string | undefined;
}

/** "10.80" for 10.8: the admin reads and edits a price as they would type it. */
export const typedPriceOf = (price: number | undefined): string =>
  price === undefined ? '' : Number.isInteger(price) ? String(price) : price.toFixed(2);

export function QuotePriceLine({
  line,
  inputId,
  value,
  onChange,
  checked,
  error,
}: QuotePriceLineProps) {
  return (
    <div className={styles.line}>
      {/* Its own element, as on an order's lines: the field's label names the tool alone. */}
      {line.partNumber && <p className={styles.partNumber}>Part number {line.partNumber}</p>}
      <TextField
        id={inputId}
        label={`Unit price of ${line.toolName} (× ${line.qty}), $`}
        hint={
          line.listPrice === undefined
            ? 'No list price: the tool is no longer in the catalogue'
            : `List price ${formatAmount(line.listPrice)} a unit at this quantity`
        }
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={styles.figures}>
        <span>Line total</span>
        {checked?.ok ? (
          <span>{formatAmount(fromCents(checked.totalCents))}</span>
        ) : (
          <span>
            <span aria-hidden="true">—</span>
            <span className={visuallyHidden}>not priced yet</span>
          </span>
        )}
      </p>
    </div>
  );
}
