// The customer's Return items on their shipped order: how many units of each line go back,
// and why. The form is read by the API's own schema as it is typed; Send asks once (a
// second click while it is on its way sends nothing). The API decides what is left to
// return and whether the 30 days since shipping have passed, and says so.
import type { Order } from '../../../domain/order';
import type { OrderReturn } from '../../../domain/order-return';
import { ok } from '../../../domain/result';
import { checkReturnForm, emptyReturnForm } from '../../../domain/return-form';
import type { RequestReturnMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { TextArea } from '../../components/text-field/text-field';
import { LineQuantityFields, OrderFormDialog } from './order-form-dialog';
import { useOrderFormDialog } from './use-order-form-dialog';

export interface ReturnDialogProps {
  order: Order;
  /** Sends the request, wired to the API by the composition root. */
  machine: RequestReturnMachine;
  onRequested: (request: OrderReturn) => void;
}

export function ReturnDialog({ order, machine, onRequested }: ReturnDialogProps) {
  const { form, change, ...dialog } = useOrderFormDialog({
    machine,
    fresh: () => emptyReturnForm(order),
    check: (typed) => {
      const checked = checkReturnForm(typed);
      return checked.ok ? ok({ orderId: order._id, input: checked.value }) : checked;
    },
    onSent: onRequested,
  });
  return (
    <OrderFormDialog
      dialog={dialog}
      trigger={<Button variant="secondary">Return items</Button>}
      title={`Return items of order #${order.number}`}
      description="Within 30 days of shipping. We answer by e-mail, with where to send them if we accept."
      label="Return items"
      submitLabel="Ask to return"
    >
      <LineQuantityFields
        order={order}
        label={(line) => `${line.toolName}: units to return (of ${line.qty})`}
        quantities={form.quantities}
        onChange={(quantities) => change({ quantities })}
      />
      <TextArea
        label="Reason"
        rows={3}
        value={form.reason}
        onChange={(event) => change({ reason: event.target.value })}
      />
    </OrderFormDialog>
  );
}
