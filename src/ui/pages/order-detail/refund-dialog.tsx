// The admin's Refund on a paid order: lines and quantities, or an amount, with a reason and
// whether the units came back (then they go back in stock). The form is checked by the
// API's own rule as it is typed (what it gives back, or why it cannot); Refund sends once
// (a second click while it is on its way sends nothing), and the dialog keeps one key for
// the refund it shows, so sending again after a failure is the same refund, never a second.
import { useId } from 'react';
import { formatAmount, fromCents } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { refundableCents, type Refund } from '../../../domain/refund';
import {
  checkRefundForm,
  emptyRefundForm,
  refundButtonLabel,
  type RefundForm,
} from '../../../domain/refund-form';
import { randomUuid } from '../../../domain/random-uuid';
import { ok } from '../../../domain/result';
import { Button } from '../../components/button/button';
import { TextArea, TextField } from '../../components/text-field/text-field';
import type { RefundOrderMachine } from '../../../machines/forms';
import { LineQuantityFields, OrderFormDialog } from './order-form-dialog';
import * as styles from './refund-dialog.css';
import { useOrderFormDialog } from './use-order-form-dialog';

export interface RefundDialogProps {
  order: Order;
  /** Its refunds so far: what is left to refund counts them. */
  refunds: readonly Refund[];
  /** Sends the refund, wired to the API by the composition root. */
  machine: RefundOrderMachine;
  onRefunded: (refund: Refund) => void;
  /** A new key for each refund the dialog shows (tests pin it). */
  newKey?: () => string;
}

export function RefundDialog({
  order,
  refunds,
  machine,
  onRefunded,
  newKey = randomUuid,
}: RefundDialogProps) {
  const id = useId();
  const left = refundableCents(order, refunds);
  // Each opening keys the refund it shows: sending it again is the same refund.
  const check = (typed: RefundForm & { key: string }) =>
    checkRefundForm(order, refunds, typed, typed.key);
  const { form, change, ...dialog } = useOrderFormDialog({
    machine,
    fresh: (opening) => ({ ...emptyRefundForm(order), key: opening ? newKey() : '' }),
    check: (typed) => {
      const checked = check(typed);
      return checked.ok ? ok({ orderId: order._id, refund: checked.value.input }) : checked;
    },
    onSent: onRefunded,
  });
  const checked = check(form);
  return (
    <OrderFormDialog
      dialog={dialog}
      trigger={
        <Button variant="secondary" disabled={left === 0}>
          Refund
        </Button>
      }
      title={`Refund order #${order.number}`}
      description={`${formatAmount(fromCents(left))} of ${formatAmount(order.toolPrice)} can still be refunded, to the card that paid it.`}
      label="Refund"
      submitLabel={refundButtonLabel(checked.ok ? checked.value.amountCents : undefined)}
    >
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>Refund</legend>
        {(['lines', 'amount'] as const).map((mode) => (
          <label key={mode} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-mode`}
              className={styles.control}
              checked={form.mode === mode}
              onChange={() => change({ mode })}
            />
            {mode === 'lines' ? 'Lines and quantities' : 'An amount'}
          </label>
        ))}
      </fieldset>
      {form.mode === 'lines' ? (
        <>
          <LineQuantityFields
            order={order}
            label={(line) => `${line.toolName}: units to refund (of ${line.qty})`}
            quantities={form.quantities}
            onChange={(quantities) => change({ quantities })}
          />
          <label className={styles.choice}>
            <input
              type="checkbox"
              className={styles.control}
              checked={form.restock}
              onChange={(event) => change({ restock: event.target.checked })}
            />
            The units came back: put them back in stock
          </label>
        </>
      ) : (
        <TextField
          label="Amount to refund"
          hint="Dollars and cents, like 12.50"
          inputMode="decimal"
          value={form.amount}
          onChange={(event) => change({ amount: event.target.value })}
        />
      )}
      <TextArea
        label="Reason"
        hint="Printed on the credit note the customer receives."
        rows={3}
        value={form.reason}
        onChange={(event) => change({ reason: event.target.value })}
      />
    </OrderFormDialog>
  );
}
