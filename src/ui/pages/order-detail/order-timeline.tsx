// The order's timeline on its page: every change, oldest first, each as a sentence with
// who made it and when.
import { timelineSentence, type OrderTimelineEntry } from '../../../domain/order-timeline';
import { DateTimeText } from '../../components/date-text/date-text';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Spinner } from '../../components/spinner/spinner';
import type { LoadView } from '../../data/load-view';
import * as checkout from '../checkout-shared/checkout-layout.css';
import * as styles from './order-timeline.css';

export interface OrderTimelineProps {
  view: LoadView<readonly OrderTimelineEntry[]>;
  /** Tests pin it; the browser's own time zone by default. */
  timeZone?: string;
}

export function OrderTimeline({ view, timeZone }: OrderTimelineProps) {
  return (
    <section aria-labelledby="order-timeline-heading" className={checkout.panel}>
      <h2 id="order-timeline-heading">Timeline</h2>
      {view.status === 'loading' && <Spinner label="Loading the timeline" showLabel />}
      <LoadFailed title="The timeline could not be loaded" view={view} />
      {view.status === 'loaded' && view.value.length === 0 && (
        // A plain sentence, not the EmptyState card: a short panel, and one chunk less to load.
        <p className={styles.when}>Nothing recorded yet: changes show here as they happen.</p>
      )}
      {view.status === 'loaded' && view.value.length > 0 && (
        <ol className={styles.list}>
          {view.value.map((entry, index) => (
            <li key={`${entry.at}-${entry.kind}-${index}`} className={styles.entry}>
              <span>{timelineSentence(entry)}</span>
              <span className={styles.when}>
                <DateTimeText iso={entry.at} {...(timeZone === undefined ? {} : { timeZone })} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
