// The admin's Ship on a paid order: which units leave in this shipment (what is left to ship
// by default), with which carrier, its tracking number and the day. The form is checked by
// the API's own rule as it is typed (shipment.ts), so "Only 2 more of ... can ship" shows
// before anything is sent; Ship sends once, and a second click while it is on its way sends
// nothing.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { Carrier } from '../../../domain/carrier';
import type { Order } from '../../../domain/order';
import {
  isShippable,
  planShipment,
  remainingUnits,
  ShipmentInputSchema,
  storeDay,
  type Shipment,
  type ShipmentInput,
} from '../../../domain/shipment';
import type { RecordShipmentMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { Select } from '../../components/select/select';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmit } from '../dashboard-shared/use-submit';
import * as styles from './refund-dialog.css';

export interface ShipDialogProps {
  order: Order;
  /** Its shipments so far: what is left to ship counts them. */
  shipments: readonly Shipment[];
  carriers: readonly Carrier[];
  /** Sends the shipment, wired to the API by the composition root. */
  machine: RecordShipmentMachine;
  onShipped: (shipment: Shipment) => void;
  /** The store's clock (stories and tests pin it). */
  now?: () => Date;
  /** Open as the page shows (Manage Orders' Ship leads here). */
  openAtStart?: boolean;
  /** The dialog closed, shipped or not: the page forgets it was asked to open it. */
  onClosed?: () => void;
}

interface ShipForm {
  readonly carrierId: string;
  readonly trackingNumber: string;
  readonly shippedOn: string;
  readonly quantities: readonly string[];
}

/** The form as the API's input, or the first sentence saying why it is not one yet. */
function checkShipForm(
  order: Order,
  shipments: readonly Shipment[],
  form: ShipForm,
  today: string,
): { ok: true; input: ShipmentInput } | { ok: false; problem: string } {
  const lines = form.quantities
    .map((qty, line) => ({ line, qty: qty.trim() }))
    .filter((line) => line.qty !== '' && line.qty !== '0');
  const parsed = v.safeParse(ShipmentInputSchema, {
    carrierId: form.carrierId,
    trackingNumber: form.trackingNumber,
    lines,
    ...(form.shippedOn === '' ? {} : { shippedOn: form.shippedOn }),
  });
  if (!parsed.success) return { ok: false, problem: parsed.issues[0].message };
  const plan = planShipment(order, shipments, parsed.output, today);
  return plan.ok ? { ok: true, input: parsed.output } : { ok: false, problem: plan.error.message };
}

export function ShipDialog({
  order,
  shipments,
  carriers,
  machine,
  onShipped,
  now = () => new Date(),
  openAtStart = false,
  onClosed,
}: ShipDialogProps) {
  const today = storeDay(now());
  const left = remainingUnits(order, shipments);
  const fresh = (): ShipForm => ({
    carrierId: carriers[0]?._id ?? '',
    trackingNumber: '',
    shippedOn: today,
    quantities: left.map(String),
  });
  const [open, setOpen] = useState(openAtStart && isShippable(order) && carriers.length > 0);
  const [form, setForm] = useState<ShipForm>(fresh);
  // The sentence shows once Ship was pressed, then follows what is typed.
  const [tried, setTried] = useState(false);
  const { pending, failure, send, dismiss } = useSubmit(machine, {
    onSent: (sent) => {
      setOpen(false);
      onClosed?.();
      onShipped(sent.output);
    },
  });
  const checked = checkShipForm(order, shipments, form, today);
  const change = (next: Partial<ShipForm>) => {
    dismiss();
    setForm({ ...form, ...next });
  };

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      setForm(fresh());
      setTried(false);
      dismiss();
    } else onClosed?.();
    setOpen(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (checked.ok) send({ orderId: order._id, shipment: checked.input });
  };

  const unitsLeft = left.reduce((sum, units) => sum + units, 0);
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Dialog.Trigger>
        <Button variant="primary" disabled={!isShippable(order) || carriers.length === 0}>
          Ship
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Ship order #{order.number}</Dialog.Title>
        <Dialog.Description>
          {unitsLeft} {unitsLeft === 1 ? 'unit is' : 'units are'} still to ship. Ship them all now,
          or some of them: the order reads Partly shipped until the last one leaves.
        </Dialog.Description>
        <Stack as="form" gap="4" noValidate aria-label="Ship" onSubmit={submit}>
          <Select
            label="Carrier"
            value={form.carrierId}
            options={carriers.map((carrier) => ({ value: carrier._id, label: carrier.name }))}
            onChange={(event) => change({ carrierId: event.target.value })}
          />
          <TextField
            label="Tracking number"
            hint="Letters, digits, spaces and hyphens, up to 64"
            autoComplete="off"
            value={form.trackingNumber}
            onChange={(event) => change({ trackingNumber: event.target.value })}
          />
          <TextField
            label="Shipped on"
            type="date"
            max={today}
            value={form.shippedOn}
            onChange={(event) => change({ shippedOn: event.target.value })}
          />
          {order.lines.map((line, index) => (
            <TextField
              key={`${line.toolId}-${index}`}
              label={`${line.toolName}: units in this shipment (${left[index] ?? 0} of ${line.qty} left)`}
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
          {tried && !checked.ok && (
            <p role="alert" className={styles.problem}>
              {checked.problem}
            </p>
          )}
          <FormFailure message={failure && describeError(failure)} />
          <DialogFormActions submitLabel="Ship" busy={pending} />
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
