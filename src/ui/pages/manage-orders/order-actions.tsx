import type { Order } from '../../../domain/order';
import { allowedOrderActions } from '../../../domain/order-status';
import { isShippable } from '../../../domain/shipment';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { Link } from '../../components/link/link';
import { Stack } from '../../components/stack/stack';
import { NoRowAction } from '../dashboard-shared/no-row-action';

export interface OrderActionsProps {
  order: Order;
  onCancel: (order: Order) => Promise<void>;
}

/** Where Ship leads: the order's page with its Ship dialog open. */
export const shipOrderHref = (order: Pick<Order, '_id'>): string =>
  `/dashboard/order/${order._id}?ship=true`;

/**
 * What an admin may do with an order: ship what is left of it once paid, cancel it while
 * unpaid. Ship opens the order's Ship dialog, so that every shipment records its carrier,
 * tracking number and units; a partly shipped order offers it until the last unit leaves.
 */
export function OrderActions({ order, onCancel }: OrderActionsProps) {
  const ship = isShippable(order);
  const { cancel } = allowedOrderActions(order, 'admin');
  if (!ship && !cancel) return <NoRowAction />;
  const which = `${order.toolName} for ${order.name}`;
  return (
    <Stack flexDirection="row" gap="2">
      {ship && (
        <Link
          href={shipOrderHref(order)}
          look={{ variant: 'primary' }}
          aria-label={`Ship ${which}`}
        >
          Ship
        </Link>
      )}
      {cancel && (
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
