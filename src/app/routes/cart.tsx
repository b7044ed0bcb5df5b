import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Order } from '../../domain/order';
import { selectUser } from '../../machines/session.selectors';
import { settledSession } from '../../machines/session.settled';
import { valueOf } from '../../ports/port-refusal';
import { loaded } from '../../ui/data/load-view';
import { CartPage } from '../../ui/pages/cart/cart-page';
import { useUnloadedView } from './-load-states';
import { pageHead } from '../page-head';
import type { ShopperCart } from '../shopper-cart';
import { companyAddresses, keptAddresses } from './-kept-addresses';

// Anyone's cart: a visitor's is kept in this browser, a customer's by the API. The page,
// its loader and the cart's code load with the route, never with the home page.
export const Route = createFileRoute('/cart')({
  loader: async ({ context }) => {
    // Read with the cart (index.html's bootstrap has started both): the delivery form is
    // drawn with them, where filling it in afterwards moved the page under the reader.
    const signedIn = context.ports.tokens.get() !== null;
    const [shopper, session, addresses, company] = await Promise.all([
      context.cart.load(),
      context.session.load(),
      signedIn ? keptAddresses(context.ports.api) : undefined,
      signedIn ? companyAddresses(context.ports.api) : undefined,
    ]);
    const cart: ShopperCart = {
      ...shopper,
      // The payment page's code loads while the order is placed, not after.
      checkOut: (input) => {
        void context.machines.payment().catch(() => undefined);
        return shopper.checkOut(input);
      },
    };
    const [lines, lineActions] = await Promise.all([
      valueOf(shopper.getCart()),
      context.machines.cartActions(shopper),
    ]);
    // Taken after the read: the first cart call after signing in is the one that joins.
    const view = { cart: lines, joinNotice: shopper.takeJoinNotice() };
    const user = selectUser(await settledSession(session));
    return { cart, lineActions, view, addresses, company, user };
  },
  head: () => pageHead('Cart'),
  pendingComponent: CartNotLoaded,
  pendingMs: 0,
  errorComponent: CartNotLoaded,
  component: CartRoute,
  codeSplitGroupings: [
    ['loader', 'component', 'pendingComponent', 'errorComponent'],
    ['notFoundComponent'],
  ],
});

function CartRoute() {
  const { cart, lineActions, view, addresses, company, user } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const checkedOut = Route.useRouteContext({ select: (context) => context.checkedOut });
  const onCheckedOut = useCallback(
    (order: Order) => {
      // The answer is the order its payment page shows: handed over, not asked for again.
      checkedOut.keep(order);
      void navigate({ to: '/dashboard/payment/$id', params: { id: order._id } });
    },
    [navigate, checkedOut],
  );
  return (
    <CartPage
      view={loaded(view)}
      api={cart}
      lineActions={lineActions}
      customer={user ? { name: user.name, email: user.email } : undefined}
      addresses={user ? addresses : undefined}
      companyAddresses={user ? company : undefined}
      onCheckedOut={onCheckedOut}
    />
  );
}

function CartNotLoaded(props: Partial<ErrorComponentProps>) {
  return <CartPage view={useUnloadedView(props)} />;
}
