import * as styles from './stars.css';

const STAR_PATH =
  'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5z';

/** One star, filled or not (its style reads `data-filled`); decoration only. */
export function StarGlyph({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} data-filled={filled}>
      <path d={STAR_PATH} strokeLinejoin="round" />
    </svg>
  );
}

export interface StarsProps {
  /** A whole number of stars from 1 to 5. */
  rating: number;
}

/** A rating as five stars, the given number filled; read as one phrase by screen readers. */
export function Stars({ rating }: StarsProps) {
  const label = `Rated ${rating} out of 5`;
  return (
    <span role="img" aria-label={label} className={styles.root}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarGlyph key={index} filled={index < rating} className={styles.star} />
      ))}
    </span>
  );
}
