// The tools a catalogue search found: how many (announced politely when it changes), the
// cards, a way out of an empty search, and Previous / Next when they fill several pages.
import { unitPriceDecision, type PriceTerms } from '../../../domain/buyer-price';
import { pageCount, type Page } from '../../../domain/page';
import { type CatalogueSearch } from '../../../domain/tool-search';
import { isFiltered } from '../../../domain/tool-search-rules';
import type { Tool } from '../../../domain/tool';
import { toolPagePath } from '../../../domain/tool-slug';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Link } from '../../components/link/link';
import { Pager } from '../../components/pager/pager';
import { ToolList } from '../../components/tool-card/tool-list';
import { LOADING, type LoadView } from '../../data/load-view';
import {
  AddToCartButton,
  type AddToCartButtonProps,
} from '../../components/tool-card/add-to-cart-button';
import { CATALOGUE_PATH } from './catalogue-filters';
import * as styles from './catalogue-page.css';

export const foundMessage = (total: number): string =>
  total === 0 ? 'No tools found' : total === 1 ? '1 tool found' : `${total} tools found`;

export const noMatchTitle = (search: CatalogueSearch): string =>
  search.q === undefined ? 'No tools match these filters.' : `No tools match “${search.q}”.`;

export const noSuchPageTitle = (page: number): string => `Page ${page} does not exist.`;

/** The address of `search` (its page left as it is), as the plain GET form would send it. */
export function catalogueHref(search: CatalogueSearch): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'sort', 'minPrice', 'maxPrice', 'inStock', 'page'] as const) {
    const value = search[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query === '' ? CATALOGUE_PATH : `${CATALOGUE_PATH}?${query}`;
}

export interface CatalogueResultsProps {
  view: LoadView<Page<Tool>>;
  search: CatalogueSearch;
  go: (next: CatalogueSearch) => void;
  onAddToCart: AddToCartButtonProps['onAdd'];
  /** The signed-in person's terms; undefined for a visitor, who sees the store's prices. */
  terms?: PriceTerms | undefined;
}

/** The buyer's price at the tool's minimum quantity by the one rule, when it is not the store's. */
function contractPriceOf(terms: PriceTerms | undefined) {
  if (!terms?.buyer) return undefined;
  return (tool: Tool) => {
    const decision = unitPriceDecision({ tool, qty: tool.minQty, terms });
    return decision.source === 'contract' ? decision : undefined;
  };
}

export function CatalogueResults({ view, search, go, onAddToCart, terms }: CatalogueResultsProps) {
  if (view.status !== 'loaded')
    return <ToolList view={view.status === 'loading' ? LOADING : view} />;
  const found = view.value;
  const pages = pageCount(found.total, found.pageSize);
  return (
    <>
      <p role="status" aria-live="polite" className={styles.status}>
        {foundMessage(found.total)}
      </p>
      {found.items.length === 0 && found.page > 1 ? (
        // An address from an old link or a typo: not "no tools for sale".
        <EmptyState
          title={noSuchPageTitle(found.page)}
          action={
            <Link
              href={catalogueHref({ ...search, page: undefined })}
              look={{ variant: 'secondary' }}
            >
              Go to page 1
            </Link>
          }
        >
          {pages === 0
            ? 'This search found no tools.'
            : `This search has ${pages === 1 ? '1 page' : `${pages} pages`}.`}
        </EmptyState>
      ) : found.items.length === 0 && isFiltered(search) ? (
        <EmptyState
          title={noMatchTitle(search)}
          action={
            <Button variant="secondary" onClick={() => go({ sort: search.sort })}>
              Clear filters
            </Button>
          }
        >
          Try other words, a wider price range, or include tools out of stock.
        </EmptyState>
      ) : (
        <ToolList
          view={{ status: 'loaded', value: found.items }}
          eagerImages={3}
          action={(tool) => <AddToCartButton tool={tool} onAdd={onAddToCart} />}
          pageHref={toolPagePath}
          buyerPrice={contractPriceOf(terms)}
        />
      )}
      {pages > 1 && found.page <= pages && (
        <Pager
          page={found.page}
          pageCount={pages}
          label="Pages of tools"
          onPage={(page) => go({ ...search, page: page > 1 ? page : undefined })}
        />
      )}
    </>
  );
}
