import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import { valueOf } from '../../../ports/port-refusal';
import { loaded } from '../../../ui/data/load-view';
import { ToolDetailPage } from '../../../ui/pages/tool-detail/tool-detail-page';
import { useUnloadedView } from '../-load-states';
import { pageHead } from '../../page-head';
import { keptAddresses } from '../-kept-addresses';

// The faces are named here and split with the page (the router keeps a pending face
// in the first chunk otherwise): the page and the checkout machine's code
// stay out of the first load.
export const Route = createFileRoute('/_authenticated/tool/$id')({
  // An unknown id is refused: the error face says the tool was not found.
  loader: async ({ context: { ports, machines, user }, params }) => {
    const [tool, checkout, addresses, terms] = await Promise.all([
      valueOf(ports.api.getTool(params.id)),
      machines.checkout(),
      keptAddresses(ports.api),
      // The price shown must be the price charged: without the buyer's terms, no page.
      valueOf(ports.api.getMyPriceTerms()),
    ]);
    const customer = { name: user.name, email: user.email };
    return { tool, checkout, addresses, customer, buyer: terms ?? undefined };
  },
  // After the loader, so that its data's type is known here.
  head: ({ loaderData }) => pageHead(loaderData?.tool.name ?? 'Tool'),
  pendingComponent: ToolNotLoaded,
  // The page's frame shows at once, as it did before its data arrived.
  pendingMs: 0,
  errorComponent: ToolNotLoaded,
  component: ToolRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function ToolRoute() {
  const navigate = Route.useNavigate();
  const onPlaced = useCallback(() => void navigate({ to: '/dashboard/myOrders' }), [navigate]);
  const data = Route.useLoaderData();
  const cart = Route.useRouteContext({ select: (context) => context.cart });
  const onAddToCart = useCallback(
    (qty: number) => cart.call((calls) => calls.addToCart({ toolId: data.tool._id, qty })),
    [cart, data.tool._id],
  );
  return <ToolDetailPage view={loaded(data)} onPlaced={onPlaced} onAddToCart={onAddToCart} />;
}

function ToolNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ToolDetailPage view={useUnloadedView(props)} />;
}
