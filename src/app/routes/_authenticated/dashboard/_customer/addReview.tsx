import { createFileRoute } from '@tanstack/react-router';
import { AddReviewPage } from '../../../../../ui/pages/add-review/add-review-page';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_customer/addReview')({
  head: () => pageHead('Add a review'),
  // Nothing to read: the loader only fetches the form's machine, wired to the API.
  loader: ({ context: { machines } }) => machines.addReview(),
  component: AddReviewRoute,
});

function AddReviewRoute() {
  return <AddReviewPage machine={Route.useLoaderData()} />;
}
