import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { pageQueryOf } from '../../../../../domain/list-search';
import { quoteListSearchOf, type QuoteListSearch } from '../../../../../domain/quote-list';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { ManageQuotesPage } from '../../../../../ui/pages/manage-quotes/manage-quotes-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { useListing } from '../../../-listing';
import { pageHead } from '../../../../page-head';

// The page, the search and the status live in the address (?page=2&q=roller&status=new), so
// Back and a shared link show the same rows; anything unusable there falls back.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageQuotes')({
  head: () => pageHead('Manage Quotes'),
  validateSearch: (search): QuoteListSearch => quoteListSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, machines } }) => {
    const [quotes, declineActions, priceMachine] = await Promise.all([
      valueOf(ports.api.listQuotesPage(pageQueryOf(deps))),
      machines.quoteActions(),
      machines.priceQuote(),
    ]);
    return { quotes, declineActions, priceMachine };
  },
  // The faces are named here and split with the page, which stays out of the first load.
  pendingComponent: QuotesNotLoaded,
  pendingMs: 0,
  errorComponent: QuotesNotLoaded,
  component: QuotesRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function QuotesRoute() {
  const { quotes, declineActions, priceMachine } = Route.useLoaderData();
  return (
    <ManageQuotesPage
      view={loaded(quotes)}
      listing={useListing(Route)}
      priceMachine={priceMachine}
      declineActions={declineActions}
      onChanged={useReload()}
    />
  );
}

function QuotesNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ManageQuotesPage view={useUnloadedView(props)} listing={useListing(Route)} />;
}
