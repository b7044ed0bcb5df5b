import { createFileRoute, redirect, type ErrorComponentProps } from '@tanstack/react-router';
import { productSummary } from '../../domain/product-summary';
import { valueOf } from '../../ports/port-refusal';
import { loaded } from '../../ui/data/load-view';
import { ProductPage } from '../../ui/pages/product/product-page';
import { pageHead } from '../page-head';
import { useUnloadedView } from './-load-states';

// /tools/{slug}: a tool's public page. A first visit gets it drawn by the API (the web
// server passes the path on); the app shows this route when a card of /tools is followed.
// `tools_`: a page of its own, not drawn inside the catalogue's.
export const Route = createFileRoute('/tools_/$slug')({
  loader: async ({ context: { ports }, params }) => {
    const page = await valueOf(ports.api.getToolPage(params.slug));
    // One address per tool, as the API's 301: an old name or a longer piece of the id.
    if (page.slug !== params.slug) {
      throw redirect({ to: '/tools/$slug', params: { slug: page.slug }, replace: true });
    }
    return { page, signedIn: ports.tokens.get() !== null };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(loaderData.page.tool.name, productSummary(loaderData.page.tool))
      : pageHead('Tool'),
  pendingComponent: ProductNotLoaded,
  pendingMs: 0,
  errorComponent: ProductNotLoaded,
  component: ProductRoute,
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
});

function ProductRoute() {
  const { page, signedIn } = Route.useLoaderData();
  return <ProductPage view={loaded(page)} signedIn={signedIn} />;
}

function ProductNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ProductPage view={useUnloadedView(props)} signedIn={false} />;
}
