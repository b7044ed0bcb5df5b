// Decline, on an order waiting in Approvals: the approver gives the reason its buyer is
// told; the order is removed and its stock goes back. The domain's schema checks the reason
// before anything is sent; the submit machine sends it once.
import { useState } from 'react';
import { DeclineOrderSchema, type OrderApproval } from '../../../domain/order-approval';
import type { DeclineOrderMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { useCheckedSubmit } from '../dashboard-shared/use-checked-submit';

export const declinedMessage = (approval: Pick<OrderApproval, 'orderNumber'>) =>
  `Order #${approval.orderNumber} was declined`;

export interface DeclineOrderDialogProps {
  readonly approval: OrderApproval;
  readonly machine: DeclineOrderMachine;
  /** After the decision was taken: the list is read again. */
  readonly onChanged: () => void;
}

export function DeclineOrderDialog({ approval, machine, onChanged }: DeclineOrderDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { fieldErrors, failure, pending, submit } = useCheckedSubmit(DeclineOrderSchema, machine, {
    toInput: (decline) => ({ companyId: approval.companyId, orderId: approval.orderId, decline }),
    onSent: () => {
      setOpen(false);
      void notify(declinedMessage(approval));
      onChanged();
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger>
        <Button variant="secondary" loading={pending}>
          Decline #{approval.orderNumber}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Decline order #{approval.orderNumber}?</Dialog.Title>
        <Dialog.Description>
          It is removed and its stock goes back. {approval.buyerName || approval.buyerEmail} is told
          the reason you give.
        </Dialog.Description>
        <Stack
          as="form"
          gap="4"
          noValidate
          aria-label="Why the order is declined"
          onSubmit={(event) => {
            event.preventDefault();
            submit({ reason }, event.currentTarget);
          }}
        >
          <TextField
            label="Reason"
            name="reason"
            value={reason}
            error={fieldErrors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogFormActions
            failure={failure && describeError(failure)}
            submitLabel="Decline the order"
            busy={pending}
          />
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}
