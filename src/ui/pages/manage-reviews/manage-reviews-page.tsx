import type { ReactNode } from 'react';
import type { Page } from '../../../domain/page';
import type { ModeratedReview } from '../../../domain/review';
import type { RowActionsEmitted, RowActionsMachine } from '../../../machines/row-actions.machine';
import type { ReviewAction } from '../../../machines/table-actions';
import { Button } from '../../components/button/button';
import { reviewDate } from '../../components/review-card/review-date';
import { Stars } from '../../components/stars/stars';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { loaded } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import { ListTablePage, searched, type ListPageProps } from '../dashboard-shared/list-table-page';
import { useRowActions } from '../dashboard-shared/use-row-actions';
import * as styles from './manage-reviews-page.css';

/** Which review a sentence or a button is about: two reviews by one person differ by day. */
const whose = (review: ModeratedReview) =>
  `the review by ${review.name} of ${reviewDate(review.createdAt)}`;

export const reviewHiddenMessage = (review: ModeratedReview) =>
  `Hidden from the home page: ${whose(review)}`;
export const reviewShownMessage = (review: ModeratedReview) =>
  `Shown on the home page again: ${whose(review)}`;

export interface ManageReviewsData {
  /** The page of reviews the address asks for. */
  readonly reviews: Page<ModeratedReview>;
  /** Hide and Show, wired to the API by the composition root. */
  readonly actions: RowActionsMachine<ReviewAction>;
}

export type ManageReviewsPageProps = ListPageProps<ManageReviewsData>;

const columns = (
  action?: (review: ModeratedReview) => ReactNode,
): ReadonlyArray<TableColumn<ModeratedReview>> => [
  { header: 'Rating', cell: (review) => <Stars rating={Number(review.rating)} /> },
  { header: 'Name', cell: (review) => review.name, card: 'title' },
  {
    header: 'Date',
    cell: (review) => (
      <time dateTime={review.createdAt} className={styles.date}>
        {reviewDate(review.createdAt)}
      </time>
    ),
  },
  { header: 'Message', cell: (review) => <span className={styles.message}>{review.message}</span> },
  { header: 'On the home page', cell: (review) => (review.hidden ? 'Hidden' : 'Shown') },
  { header: 'Action', cell: (review) => action?.(review), card: 'actions' },
];

const page = {
  headingId: 'manage-reviews-heading',
  // Six columns with a message need about this much room; below it each review is a card.
  cardsBelow: 760,
  title: 'Manage Reviews',
  caption: 'All reviews, the newest first',
  rowKey: (review: ModeratedReview) => review._id,
  emptyMessage: 'No one has written a review yet.',
  errorTitle: 'The reviews could not be loaded',
  searchLabel: 'Search reviews by name or message',
  pagerLabel: 'Pages of reviews',
};

/** Manage Reviews: every review, hidden ones too, each hidden from the home page or shown. */
export function ManageReviewsPage({ view, onChanged, listing }: ManageReviewsPageProps) {
  if (view.status !== 'loaded') {
    return <ListTablePage {...searched(page, listing)} view={view} columns={columns()} />;
  }
  return <LoadedReviews {...view.value} onChanged={onChanged} listing={listing} />;
}

function LoadedReviews({
  reviews,
  actions,
  onChanged,
  listing,
}: ManageReviewsData & Pick<ManageReviewsPageProps, 'onChanged' | 'listing'>) {
  const { run, isPending } = useRowActions(actions, (outcome: RowActionsEmitted<ReviewAction>) => {
    const review = reviews.items.find((candidate) => candidate._id === outcome.rowId);
    if (!review) return;
    if (outcome.type === 'failed') {
      const what = outcome.action === 'hide' ? 'hidden' : 'shown';
      void notify(`The review could not be ${what}. ${describeError(outcome.error)}`, 'error');
      return;
    }
    void notify(
      outcome.action === 'hide' ? reviewHiddenMessage(review) : reviewShownMessage(review),
    );
    onChanged?.();
  });

  return (
    <ListTablePage
      {...searched(page, listing)}
      view={loaded(reviews)}
      columns={columns((review) => {
        const action: ReviewAction = review.hidden ? 'show' : 'hide';
        const label = review.hidden ? 'Show' : 'Hide';
        return (
          <Button
            variant="secondary"
            aria-label={`${label} ${whose(review)}`}
            loading={isPending(review._id)}
            onClick={() => void run({ action, rowId: review._id })}
          >
            {label}
          </Button>
        );
      })}
    />
  );
}
