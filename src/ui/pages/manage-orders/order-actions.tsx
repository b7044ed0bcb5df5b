import type { Order } from '../../../domain/order';
import { allowedOrderActions } from '../../../domain/order-status';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { Stack } from '../../components/stack/stack';
import { NoRowAction } from '../dashboard-shared/no-row-action';

export interface OrderActionsProps {
  order: Order;
  shipping: boolean;
  onShip: (order: Order) => void;
  onCancel: (order: Order) => Promise<void>;
}

/** What an admin may do with an order: ship it once paid, cancel it while unpaid. */
export function OrderActions({ order, shipping, onShip, onCancel }: OrderActionsProps) {
  const allowed = allowedOrderActions(order, 'admin');
  if (!allowed.ship && !allowed.cancel) return <NoRowAction />;
  const which = `${order.toolName} for ${order.name}`;
  return (
    <Stack flexDirection="row" gap="2">
      {allowed.ship && (
        <Button aria-label={`Ship ${which}`} loading={shipping} onClick={() => onShip(order)}>
          Ship
        </Button>
      )}
      {allowed.cancel && (
        <ConfirmDialog
          trigger={
            <Button variant="danger" aria-label={`Cancel order ${which}`}>
              Cancel order
            </Button>
          }
          title="Cancel this unpaid order?"
          description={`${order.toolQty} × ${order.toolName} for ${order.name} (${order.email}). The order is removed and its stock goes back to the catalogue.`}
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          onConfirm={() => onCancel(order)}
        />
      )}
    </Stack>
  );
}
