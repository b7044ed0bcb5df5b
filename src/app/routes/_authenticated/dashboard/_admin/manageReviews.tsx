import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf, type ListSearch } from '../../../../../domain/list-search';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { ManageReviewsPage } from '../../../../../ui/pages/manage-reviews/manage-reviews-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { useListing } from '../../../-listing';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageReviews')({
  head: () => pageHead('Manage Reviews'),
  // The page and the search live in the address (?page=2&q=roller), so Back and a shared
  // link show the same rows; anything unusable there falls back.
  validateSearch: (search): ListSearch => listSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, machines } }) => {
    const [reviews, actions] = await Promise.all([
      valueOf(ports.api.listAllReviewsPage(pageQueryOf(deps))),
      machines.reviewActions(),
    ]);
    return { reviews, actions };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: ReviewsNotLoaded,
  pendingMs: 0,
  errorComponent: ReviewsNotLoaded,
  component: ReviewsRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function ReviewsNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ManageReviewsPage view={useUnloadedView(props)} listing={useListing(Route)} />;
}

function ReviewsRoute() {
  return (
    <ManageReviewsPage
      view={loaded(Route.useLoaderData())}
      onChanged={useReload()}
      listing={useListing(Route)}
    />
  );
}
