import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Order } from '../../domain/order';
import { selectUser } from '../../machines/session.selectors';
import { settledSession } from '../../machines/session.settled';
import { CartPage } from '../../ui/pages/cart/cart-page';
import { pageHead } from '../page-head';

// Anyone's cart: a visitor's is kept in this browser, a customer's by the API. The page,
// its loader and the cart's code load with the route, never with the home page.
export const Route = createFileRoute('/cart')({
  loader: async ({ context }) => {
    const [cart, session] = await Promise.all([context.cart.load(), context.session.load()]);
    return { cart, user: selectUser(await settledSession(session)) };
  },
  head: () => pageHead('Cart'),
  component: CartRoute,
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
});

function CartRoute() {
  const { cart, user } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const onCheckedOut = useCallback(
    (order: Order) => void navigate({ to: '/dashboard/payment/$id', params: { id: order._id } }),
    [navigate],
  );
  return (
    <CartPage
      api={cart}
      customer={user ? { name: user.name, email: user.email } : undefined}
      onCheckedOut={onCheckedOut}
      takeJoinNotice={cart.takeJoinNotice}
    />
  );
}
