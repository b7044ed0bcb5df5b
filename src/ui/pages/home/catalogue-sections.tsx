import type { Review } from '../../../domain/review';
import type { Tool } from '../../../domain/tool';
import type { ApiResult } from '../../../ports/api.port';
import { ReviewList } from '../../components/review-card/review-list';
import type { CartCalls } from '../../../ports/visitor-cart.port';
import { AddToCartButton } from '../../components/tool-card/add-to-cart-button';
import { ToolList } from '../../components/tool-card/tool-list';
import { DeferredView } from '../../data/deferred-view';
import { reviewsHeading, toolsHeading } from './content/below-fold-content';
import * as styles from './home-page.css';

/**
 * The two lists the home page reads from the API, as the route's loader hands them: on
 * their way, not waited for, so the page shows at once with their placeholders.
 */
export interface Catalogue {
  readonly tools: ApiResult<readonly Tool[]>;
  readonly reviews: ApiResult<readonly Review[]>;
  /** Reads the lists again (Retry after a failure). */
  readonly reload: () => void;
  /** One call on the cart of whoever shops, visitor or customer (Add to cart). */
  readonly cart: <T>(call: (cart: CartCalls) => ApiResult<T>) => ApiResult<T>;
}

export function ToolsSection({ catalogue }: { catalogue: Catalogue }) {
  return (
    <section id="tools" aria-labelledby="home-tools" className={styles.section}>
      <h2 id="home-tools" className={styles.sectionHeading}>
        {toolsHeading}
      </h2>
      <DeferredView answer={catalogue.tools} retry={catalogue.reload}>
        {(view) => (
          <ToolList
            view={view}
            action={(tool) => (
              <AddToCartButton
                tool={tool}
                onAdd={(line) => catalogue.cart((calls) => calls.addToCart(line))}
              />
            )}
          />
        )}
      </DeferredView>
    </section>
  );
}

export function ReviewsSection({ catalogue }: { catalogue: Catalogue }) {
  return (
    <div className={styles.band}>
      <section aria-labelledby="home-reviews" className={styles.section}>
        <h2 id="home-reviews" className={styles.sectionHeading}>
          {reviewsHeading}
        </h2>
        <DeferredView answer={catalogue.reviews} retry={catalogue.reload}>
          {(view) => <ReviewList view={view} />}
        </DeferredView>
      </section>
    </div>
  );
}
