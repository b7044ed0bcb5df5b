// The customer's Return items on their shipped order: how many units of each line go back,
// and why. The form is read by the API's own schema as it is typed; Send asks once (a
// second click while it is on its way sends nothing). The API decides what is left to
// return and whether the 30 days since shipping have passed, and says so.
import { useState, type FormEvent } from 'react';
import type { Order } from '../../../domain/order';
import type { OrderReturn } from '../../../domain/order-return';
import { checkReturnForm, emptyReturnForm, type ReturnForm } from '../../../domain/return-form';
import type { RequestReturnMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { Stack } from '../../components/stack/stack';
import { TextArea, TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmit } from '../dashboard-shared/use-submit';
import * as styles from './refund-dialog.css';

export interface ReturnDialogProps {
  order: Order;
  /** Sends the request, wired to the API by the composition root. */
  machine: RequestReturnMachine;
  onRequested: (request: OrderReturn) => void;
}

export function ReturnDialog({ order, machine, onRequested }: ReturnDialogProps) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ReturnForm>(() => emptyReturnForm(order));
  const [tried, setTried] = useState(false);
  const { pending, failure, send, dismiss } = useSubmit(machine, {
    onSent: (sent) => {
      setOpen(false);
      onRequested(sent.output);
    },
  });
  const checked = checkReturnForm(form);
  const change = (next: Partial<ReturnForm>) => {
    dismiss();
    setForm({ ...form, ...next });
  };
  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      setForm(emptyReturnForm(order));
      setTried(false);
      dismiss();
    }
    setOpen(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (checked.ok) send({ orderId: order._id, input: checked.value });
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Dialog.Trigger>
        <Button variant="secondary">Return items</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Return items of order #{order.number}</Dialog.Title>
        <Dialog.Description>
          Within 30 days of shipping. We answer by e-mail, with where to send them if we accept.
        </Dialog.Description>
        <Stack as="form" gap="4" noValidate aria-label="Return items" onSubmit={submit}>
          {order.lines.map((line, index) => (
            <TextField
              key={`${line.toolId}-${index}`}
              label={`${line.toolName}: units to return (of ${line.qty})`}
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
          <TextArea
            label="Reason"
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
          <DialogFormActions submitLabel="Ask to return" busy={pending} />
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
