import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { catalogueSearchOf, type RawCatalogueSearch } from '../../domain/tool-search';
import { toolPageQueryOf } from '../../domain/tool-search-rules';
import { CataloguePage } from '../../ui/pages/catalogue/catalogue-page';
import { pageHead } from '../page-head';
import { valueOf } from '../../ports/port-refusal';
import { answered } from './-deferred-answer';

export const Route = createFileRoute('/tools')({
  // The search, filters, order and page live in the address (?q=roller&sort=price-asc), so a
  // shared link and Back show the same tools; anything unusable there is left out. It is
  // read (catalogueSearchOf) by the loader and the page, which load with the page's chunk:
  // every route's validateSearch is in the home page's first load, which has no room.
  validateSearch: (search): RawCatalogueSearch => search,
  loaderDeps: ({ search }) => search,
  // Not awaited: the page and its form stay on screen (and keep focus) while the results
  // load; the results show their own loading, failed and loaded faces.
  loader: async ({ deps, context: { ports } }) => {
    const tools = answered(ports.api.listToolsPage(toolPageQueryOf(catalogueSearchOf(deps))));
    // Awaited for a signed-in person: a company buyer's cards show the price checkout
    // charges, and never the store's while their terms are on the way.
    const signedIn = ports.tokens.get() !== null;
    const buyer = signedIn ? await valueOf(ports.api.getMyPriceTerms()) : null;
    return { tools, buyer: buyer ?? undefined };
  },
  head: () => pageHead('Tool catalogue'),
  component: CatalogueRoute,
  // The loader goes with the page: the home page's first load carries only validateSearch.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
});

function CatalogueRoute() {
  const { tools, buyer } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const raw = Route.useSearch();
  // One object per address: the form resets its fields only when the search changes.
  const search = useMemo(() => catalogueSearchOf(raw), [raw]);
  const cart = Route.useRouteContext({ select: (context) => context.cart });
  return (
    <CataloguePage
      search={search}
      go={(search) => void navigate({ search })}
      tools={tools}
      terms={buyer && { buyer, now: new Date() }}
      reload={() => void router.invalidate()}
      onAddToCart={(line) => cart.call((calls) => calls.addToCart(line))}
    />
  );
}
