// The tool catalogue: search, filter and sort every tool for sale. The form stays on screen
// while results load, so a keyboard user keeps their place; the results have their own
// loading (skeleton cards), failed (with Retry) and loaded faces.
import type { PriceTerms } from '../../../domain/buyer-price';
import type { Page } from '../../../domain/page';
import type { CatalogueSearch } from '../../../domain/tool-search';
import type { Tool } from '../../../domain/tool';
import type { ApiResult } from '../../../ports/api.port';
import { DeferredView } from '../../data/deferred-view';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueResults, type CatalogueResultsProps } from './catalogue-results';
import * as styles from './catalogue-page.css';

export interface CataloguePageProps {
  /** The search, filters, order and page the address holds. */
  search: CatalogueSearch;
  /** Goes to another search: one step in the browser's history. */
  go: (next: CatalogueSearch) => void;
  /** The page of tools on its way from the route's loader. */
  tools: ApiResult<Page<Tool>>;
  /** Reads the results again (Retry after a failure). */
  reload: () => void;
  /** Adds a tool to the cart of whoever shops, visitor or customer. */
  onAddToCart: CatalogueResultsProps['onAddToCart'];
  /** A signed-in company buyer's terms: each card shows the price checkout will charge. */
  terms?: PriceTerms | undefined;
}

export function CataloguePage({
  search,
  go,
  tools,
  reload,
  onAddToCart,
  terms,
}: CataloguePageProps) {
  return (
    <section aria-labelledby="catalogue-heading" className={styles.page}>
      <h1 id="catalogue-heading" className={styles.title}>
        Tool catalogue
      </h1>
      <p className={styles.intro}>
        Brushes, rollers, sprayers and everything around them, for trade painters.
      </p>
      <CatalogueFilters search={search} go={go} />
      {/* The cards' names are h3s: this keeps the outline whole for screen readers. */}
      <h2 className={visuallyHidden}>Results</h2>
      <DeferredView answer={tools} retry={reload}>
        {(view) => (
          <CatalogueResults
            view={view}
            search={search}
            go={go}
            onAddToCart={onAddToCart}
            terms={terms}
          />
        )}
      </DeferredView>
    </section>
  );
}
