import type { Review } from '../../../domain/review';
import { Card } from '../card/card';
import { Stars } from '../stars/stars';
import * as styles from './review-card.css';
import { reviewDate } from './review-date';

/** A customer's review: their rating as stars, their message, their name and the day. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card>
      <Stars rating={Number(review.rating)} />
      <blockquote className={styles.message}>
        <p>{review.message}</p>
      </blockquote>
      <p className={styles.byline}>
        <span className={styles.name}>{review.name}</span>
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
      </p>
    </Card>
  );
}
