import type { ApiPort } from '../../../ports/api.port';
import { ReviewList } from '../../components/review-card/review-list';
import { ToolList } from '../../components/tool-card/tool-list';
import { useRemoteList } from '../../data/use-remote-list';
import { reviewsHeading, toolsHeading } from './content/home-content';
import * as styles from './home-page.css';

/** The two lists the home page reads from the API. */
export type Catalogue = Pick<ApiPort, 'listTools' | 'listReviews'>;

export function ToolsSection({ catalogue }: { catalogue: Catalogue }) {
  const tools = useRemoteList(() => catalogue.listTools());
  return (
    <section id="tools" aria-labelledby="home-tools" className={styles.section}>
      <h2 id="home-tools" className={styles.sectionHeading}>
        {toolsHeading}
      </h2>
      <ToolList state={tools.state} onRetry={tools.retry} />
    </section>
  );
}

export function ReviewsSection({ catalogue }: { catalogue: Catalogue }) {
  const reviews = useRemoteList(() => catalogue.listReviews());
  return (
    <div className={styles.band}>
      <section aria-labelledby="home-reviews" className={styles.section}>
        <h2 id="home-reviews" className={styles.sectionHeading}>
          {reviewsHeading}
        </h2>
        <ReviewList state={reviews.state} onRetry={reviews.retry} />
      </section>
    </div>
  );
}
