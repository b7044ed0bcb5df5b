import type { Review } from '../../../domain/review';
import type { LoadView } from '../../data/load-view';
import { RemoteCardGrid } from '../card-grid/remote-card-grid';
import { ReviewCard } from './review-card';
import { ReviewCardPlaceholder } from './review-card-placeholder';

export interface ReviewListProps {
  view: LoadView<readonly Review[]>;
}

/** Customers' reviews in 1 column on small screens and 3 on wide ones. */
export function ReviewList({ view }: ReviewListProps) {
  return (
    <RemoteCardGrid
      view={view}
      label="Customer reviews"
      itemKey={(review) => review._id}
      renderItem={(review) => <ReviewCard review={review} />}
      placeholder={<ReviewCardPlaceholder />}
      loadingLabel="Loading reviews…"
      emptyTitle="No reviews yet."
      errorTitle="Customer reviews could not be loaded"
      columns="oneOrThree"
    />
  );
}
