import { Card } from '../card/card';
import * as styles from './tool-card.css';

/**
 * The shape of a tool card while the catalogue loads, the same size as the real one.
 * Hidden from assistive technology: the list around it announces that it is loading.
 */
export function ToolCardPlaceholder() {
  return (
    <Card as="div" aria-hidden="true" media={<div className={styles.placeholderImage} />}>
      <div className={styles.name}>
        <div className={styles.placeholderLine} style={{ width: '70%', marginBlock: '0.1em' }} />
      </div>
      <div className={styles.description}>
        {['100%', '95%', '90%', '60%'].map((width) => (
          <div key={width} className={styles.placeholderLine} style={{ width }} />
        ))}
      </div>
      <div className={styles.facts}>
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.placeholderLine} style={{ gridColumn: '1 / -1' }} />
        ))}
      </div>
      <div className={styles.placeholderButton} />
    </Card>
  );
}
