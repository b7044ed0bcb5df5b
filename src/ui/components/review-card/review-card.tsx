import type { Review } from '../../../domain/review';
import { Card } from '../card/card';
import { Stars } from '../stars/stars';
import * as styles from './review-card.css';

/** A customer's review: their rating as stars and their message. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card>
      <Stars rating={Number(review.rating)} />
      <blockquote className={styles.message}>
        <p>{review.message}</p>
      </blockquote>
    </Card>
  );
}
