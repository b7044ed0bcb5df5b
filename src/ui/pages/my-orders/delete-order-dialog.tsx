import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import * as dialogStyles from '../../components/dialog/dialog.css';
import * as styles from './my-orders-page.css';
import { Alert } from '../../components/alert/alert';

export interface DeleteOrderDialogProps {
  /** The order asked about; the dialog is open while there is one. */
  order: Order | undefined;
  deleting: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own to return to). */
  returnFocus: () => HTMLElement | null;
}

/** The modal confirmation before an unpaid order is deleted; its state lives in the machine. */
export function DeleteOrderDialog({
  order,
  deleting,
  error,
  onConfirm,
  onCancel,
  returnFocus,
}: DeleteOrderDialogProps) {
  return (
    <Dialog open={order !== undefined} onOpenChange={(open) => !open && !deleting && onCancel()}>
      {order && (
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
        >
          <Dialog.Title>Delete this order?</Dialog.Title>
          <Dialog.Description>
            Your order of {order.toolQty} {order.toolName} ({formatAmount(order.toolPrice)}) will be
            deleted. This cannot be undone.
          </Dialog.Description>
          <Alert className={styles.error}>{error}</Alert>
          <div className={dialogStyles.actions}>
            <Dialog.Close>
              <Button variant="secondary" disabled={deleting}>
                Keep the order
              </Button>
            </Dialog.Close>
            <Button variant="danger" loading={deleting} onClick={onConfirm}>
              Delete
            </Button>
          </div>
        </Dialog.Content>
      )}
    </Dialog>
  );
}
