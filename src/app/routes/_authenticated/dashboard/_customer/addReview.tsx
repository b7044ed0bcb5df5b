import { createFileRoute } from '@tanstack/react-router';
import { AddReviewPage } from '../../../../../ui/pages/add-review/add-review-page';

export const Route = createFileRoute('/_authenticated/dashboard/_customer/addReview')({
  component: AddReviewRoute,
});

function AddReviewRoute() {
  const { ports } = Route.useRouteContext();
  return <AddReviewPage api={ports.api} />;
}
