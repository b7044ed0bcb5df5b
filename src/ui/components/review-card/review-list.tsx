import type { Review } from '../../../domain/review';
import type { ListState } from '../../data/list-state';
import { RemoteCardGrid } from '../card-grid/remote-card-grid';
import { ReviewCard } from './review-card';
import { ReviewCardPlaceholder } from './review-card-placeholder';

export interface ReviewListProps {
  state: ListState<Review>;
  onRetry: () => void;
}

/** Customers' reviews in 1 column on small screens and 3 on wide ones. */
export function ReviewList({ state, onRetry }: ReviewListProps) {
  return (
    <RemoteCardGrid
      state={state}
      label="Customer reviews"
      itemKey={(review) => review._id}
      renderItem={(review) => <ReviewCard review={review} />}
      placeholder={<ReviewCardPlaceholder />}
      loadingLabel="Loading reviews…"
      emptyTitle="No reviews yet."
      errorTitle="Customer reviews could not be loaded"
      onRetry={onRetry}
      columns="oneOrThree"
    />
  );
}
