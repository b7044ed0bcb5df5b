// Approve, on an order waiting in Approvals: asks first, then the order becomes payable and
// its buyer can pay it. The submit machine sends once however often the button is pressed;
// a refusal (another approver decided first, the order lapsed) stays in the dialog.
import { useState } from 'react';
import { formatAmount, fromCents } from '../../../domain/money';
import type { OrderApproval } from '../../../domain/order-approval';
import type { ApproveOrderMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { FormFailure } from '../dashboard-shared/form-failure';
import * as styles from '../../components/dialog/dialog.css';
import { useSubmit } from '../dashboard-shared/use-submit';

export const approvedMessage = (approval: Pick<OrderApproval, 'orderNumber'>) =>
  `Order #${approval.orderNumber} was approved`;

export interface ApproveOrderDialogProps {
  readonly approval: OrderApproval;
  readonly machine: ApproveOrderMachine;
  /** After the decision was taken: the list is read again. */
  readonly onChanged: () => void;
}

export function ApproveOrderDialog({ approval, machine, onChanged }: ApproveOrderDialogProps) {
  const [open, setOpen] = useState(false);
  const { pending, failure, send } = useSubmit(machine, {
    onSent: () => {
      setOpen(false);
      void notify(approvedMessage(approval));
      onChanged();
    },
  });
  const total = formatAmount(fromCents(approval.totalCents));
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger>
        <Button loading={pending}>Approve #{approval.orderNumber}</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Approve order #{approval.orderNumber}?</Dialog.Title>
        <Dialog.Description>
          {approval.buyerName || approval.buyerEmail} can then pay its {total}.
        </Dialog.Description>
        <FormFailure message={failure && describeError(failure)} />
        <div className={styles.actions}>
          <Dialog.Close>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button
            loading={pending}
            onClick={() => send({ companyId: approval.companyId, orderId: approval.orderId })}
          >
            Approve the order
          </Button>
        </div>
      </Dialog.Content>
    </Dialog>
  );
}
