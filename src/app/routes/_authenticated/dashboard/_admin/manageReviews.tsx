import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { ManageReviewsPage } from '../../../../../ui/pages/manage-reviews/manage-reviews-page';
import { useFailedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageReviews')({
  head: () => pageHead('Manage Reviews'),
  loader: async ({ context: { ports, machines } }) => {
    const [reviews, actions] = await Promise.all([
      valueOf(ports.api.listAllReviews()),
      machines.reviewActions(),
    ]);
    return { reviews, actions };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: ReviewsLoading,
  pendingMs: 0,
  errorComponent: ReviewsFailed,
  component: ReviewsRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function ReviewsLoading() {
  return <ManageReviewsPage view={LOADING} />;
}

function ReviewsFailed(props: ErrorComponentProps) {
  return <ManageReviewsPage view={useFailedView(props)} />;
}

function ReviewsRoute() {
  return <ManageReviewsPage view={loaded(Route.useLoaderData())} onChanged={useReload()} />;
}
