import { Card } from '../card/card';
import * as styles from './review-card.css';

/** The shape of a review card while reviews load; hidden from assistive technology. */
export function ReviewCardPlaceholder() {
  return (
    <Card as="div" aria-hidden="true">
      <div className={styles.starsPlaceholder} />
      <div className={styles.message}>
        {['100%', '92%', '55%'].map((width) => (
          <div key={width} className={styles.placeholderLine} style={{ width }} />
        ))}
      </div>
      <div className={styles.placeholderLine} style={{ width: '40%' }} />
    </Card>
  );
}
