// The admin's Ship on a paid order: which units leave in this shipment (what is left to ship
// by default), with which carrier, its tracking number and the day. The form is checked by
// the API's own rule as it is typed (shipment.ts), so "Only 2 more of ... can ship" shows
// before anything is sent; Ship sends once, and a second click while it is on its way sends
// nothing.
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
import { fail, ok, type Result } from '../../../domain/result';
import type { RecordShipmentMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { Select } from '../../components/select/select';
import { TextField } from '../../components/text-field/text-field';
import { LineQuantityFields, OrderFormDialog } from './order-form-dialog';
import { useOrderFormDialog } from './use-order-form-dialog';

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
): Result<ShipmentInput, string> {
  const lines = form.quantities
    .map((qty, line) => ({ line, qty: qty.trim() }))
    .filter((line) => line.qty !== '' && line.qty !== '0');
  const parsed = v.safeParse(ShipmentInputSchema, {
    carrierId: form.carrierId,
    trackingNumber: form.trackingNumber,
    lines,
    ...(form.shippedOn === '' ? {} : { shippedOn: form.shippedOn }),
  });
  if (!parsed.success) return fail(parsed.issues[0].message);
  const plan = planShipment(order, shipments, parsed.output, today);
  return plan.ok ? ok(parsed.output) : fail(plan.error.message);
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
  const { form, change, ...dialog } = useOrderFormDialog({
    machine,
    fresh: (): ShipForm => ({
      carrierId: carriers[0]?._id ?? '',
      trackingNumber: '',
      shippedOn: today,
      quantities: left.map(String),
    }),
    check: (typed) => {
      const checked = checkShipForm(order, shipments, typed, today);
      return checked.ok ? ok({ orderId: order._id, shipment: checked.value }) : checked;
    },
    onSent: onShipped,
    openAtStart: openAtStart && isShippable(order) && carriers.length > 0,
    onClosed,
  });
  const unitsLeft = left.reduce((sum, units) => sum + units, 0);
  return (
    <OrderFormDialog
      dialog={dialog}
      trigger={
        <Button variant="primary" disabled={!isShippable(order) || carriers.length === 0}>
          Ship
        </Button>
      }
      title={`Ship order #${order.number}`}
      description={`${unitsLeft} ${unitsLeft === 1 ? 'unit is' : 'units are'} still to ship. Ship them all now, or some of them: the order reads Partly shipped until the last one leaves.`}
      label="Ship"
      submitLabel="Ship"
    >
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
      <LineQuantityFields
        order={order}
        label={(line, index) =>
          `${line.toolName}: units in this shipment (${left[index] ?? 0} of ${line.qty} left)`
        }
        quantities={form.quantities}
        onChange={(quantities) => change({ quantities })}
      />
    </OrderFormDialog>
  );
}
