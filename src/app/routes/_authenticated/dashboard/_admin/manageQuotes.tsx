import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { QuotePricing } from '../../../../../domain/quote-pricing';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { ManageQuotesPage } from '../../../../../ui/pages/manage-quotes/manage-quotes-page';
import { useFailedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// The faces are named here and split with the page, which stays out of the first load.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageQuotes')({
  head: () => pageHead('Manage Quotes'),
  loader: ({ context: { ports } }) => valueOf(ports.api.listQuotes()),
  pendingComponent: QuotesLoading,
  pendingMs: 0,
  errorComponent: QuotesFailed,
  component: QuotesRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function QuotesRoute() {
  const { ports } = Route.useRouteContext();
  const onPrice = useCallback(
    (id: string, pricing: QuotePricing) => ports.api.priceQuote(id, pricing),
    [ports],
  );
  const onDecline = useCallback((id: string) => ports.api.declineQuote(id), [ports]);
  return (
    <ManageQuotesPage
      view={loaded(Route.useLoaderData())}
      onPrice={onPrice}
      onDecline={onDecline}
      onChanged={useReload()}
    />
  );
}

function QuotesLoading() {
  return <ManageQuotesPage view={LOADING} />;
}

function QuotesFailed(props: ErrorComponentProps) {
  return <ManageQuotesPage view={useFailedView(props)} />;
}
