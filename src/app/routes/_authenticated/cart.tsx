import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Order } from '../../../domain/order';
import { CartPage } from '../../../ui/pages/cart/cart-page';
import { pageHead } from '../../page-head';

// The cart of the signed-in customer; the page and its calls load with the route.
export const Route = createFileRoute('/_authenticated/cart')({
  head: () => pageHead('Cart'),
  component: CartRoute,
});

function CartRoute() {
  const { ports, user } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onCheckedOut = useCallback(
    (order: Order) => void navigate({ to: '/dashboard/payment/$id', params: { id: order._id } }),
    [navigate],
  );
  return (
    <CartPage
      api={ports.api}
      customer={{ name: user.name, email: user.email }}
      onCheckedOut={onCheckedOut}
    />
  );
}
