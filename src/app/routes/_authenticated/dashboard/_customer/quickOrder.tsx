import { createFileRoute } from '@tanstack/react-router';
import { QuickOrderPage } from '../../../../../ui/pages/quick-order/quick-order-page';
import { pageHead } from '../../../../page-head';

// Nothing to read: the page sends the buyer's lines on the shopper's cart, whose answers
// keep the navbar's count.
export const Route = createFileRoute('/_authenticated/dashboard/_customer/quickOrder')({
  head: () => pageHead('Quick order'),
  component: QuickOrderRoute,
});

function QuickOrderRoute() {
  const { cart } = Route.useRouteContext();
  return (
    <QuickOrderPage
      onQuickOrder={(text, dryRun) => cart.call((calls) => calls.quickOrder(text, dryRun))}
    />
  );
}
