// The admin's Refund on a paid order: lines and quantities, or an amount, with a reason and
// whether the units came back (then they go back in stock). The form is checked by the
// API's own rule as it is typed (what it gives back, or why it cannot); Refund sends once
// (a second click while it is on its way sends nothing), and the dialog keeps one key for
// the refund it shows, so sending again after a failure is the same refund, never a second.
import { useId, useState, type FormEvent } from 'react';
import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { refundableCents, type Refund } from '../../../domain/refund';
import {
  checkRefundForm,
  emptyRefundForm,
  refundButtonLabel,
  type RefundForm,
} from '../../../domain/refund-form';
import { fromCents } from '../../../domain/money';
import { randomUuid } from '../../../domain/random-uuid';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { Stack } from '../../components/stack/stack';
import { TextArea, TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import type { RefundOrderMachine } from '../../../machines/forms';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmit } from '../dashboard-shared/use-submit';
import * as styles from './refund-dialog.css';

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
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<RefundForm>(() => emptyRefundForm(order));
  const [key, setKey] = useState('');
  // The sentence shows once Refund was pressed, then follows what is typed.
  const [tried, setTried] = useState(false);
  const { pending, failure, send, dismiss } = useSubmit(machine, {
    onSent: (sent) => {
      setOpen(false);
      onRefunded(sent.output);
    },
  });
  const left = refundableCents(order, refunds);
  const checked = checkRefundForm(order, refunds, form, key);
  const change = (next: Partial<RefundForm>) => {
    dismiss();
    setForm({ ...form, ...next });
  };

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      setForm(emptyRefundForm(order));
      setKey(newKey());
      setTried(false);
      dismiss();
    }
    setOpen(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (checked.ok) send({ orderId: order._id, refund: checked.value.input });
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Dialog.Trigger>
        <Button variant="secondary" disabled={left === 0}>
          Refund
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Refund order #{order.number}</Dialog.Title>
        <Dialog.Description>
          {formatAmount(fromCents(left))} of {formatAmount(order.toolPrice)} can still be refunded,
          to the card that paid it.
        </Dialog.Description>
        <Stack as="form" gap="4" noValidate aria-label="Refund" onSubmit={submit}>
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
              {order.lines.map((line, index) => (
                <TextField
                  key={`${line.toolId}-${index}`}
                  label={`${line.toolName}: units to refund (of ${line.qty})`}
                  inputMode="numeric"
                  value={form.quantities[index] ?? ''}
                  onChange={(event) =>
                    change({
                      quantities: form.quantities.map((qty, i) =>
                        i === index ? event.target.value : qty,
                      ),
                    })
                  }
                />
              ))}
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
          {tried && !checked.ok && (
            <p role="alert" className={styles.problem}>
              {checked.error}
            </p>
          )}
          <FormFailure message={failure && describeError(failure)} />
          <DialogFormActions
            submitLabel={refundButtonLabel(checked.ok ? checked.value.amountCents : undefined)}
            busy={pending}
          />
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
