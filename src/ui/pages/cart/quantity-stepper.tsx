// A line's quantity: type it (saved on Enter or when leaving the field), or step it by one
// with − and +, which stop at the tool's minimum and its stock. The domain checks what is
// typed; the spec's sentence shows under the field.
import { useState } from 'react';
import { checkQuantity, type QuantityLimits } from '../../../domain/quantity';
import { TextField } from '../../components/text-field/text-field';
import * as styles from './cart-page.css';

export interface QuantityStepperProps {
  readonly tool: QuantityLimits;
  readonly qty: number;
  /** The API's sentence for the line as stored, when what is typed is fine. */
  readonly problem?: string | undefined;
  readonly onQty: (qty: number) => void;
}

export function QuantityStepper({ tool, qty, problem, onQty }: QuantityStepperProps) {
  const [typed, setTyped] = useState(String(qty));
  const [shown, setShown] = useState(qty);
  // The saved quantity changes under the field (a step, the API's answer): the field follows.
  if (shown !== qty) {
    setShown(qty);
    setTyped(String(qty));
  }
  const check = checkQuantity(tool, typed);
  const save = () => {
    if (check.ok && check.qty !== qty) onQty(check.qty);
  };
  // The field follows once the page takes the step (a line busy with a change takes none).
  const step = (by: number) => onQty(qty + by);
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Decrease quantity for ${tool.name}`}
        disabled={qty <= tool.minQty}
        onClick={() => step(-1)}
      >
        −
      </button>
      <TextField
        // Seen as "Quantity" beside its line's name; heard with the name, as the buttons are.
        label="Quantity"
        aria-label={`Quantity of ${tool.name}`}
        className={styles.qtyField}
        type="number"
        inputMode="numeric"
        min={tool.minQty}
        max={tool.availableQty}
        value={typed}
        error={check.ok ? problem : check.message}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Increase quantity for ${tool.name}`}
        disabled={qty >= tool.availableQty}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
