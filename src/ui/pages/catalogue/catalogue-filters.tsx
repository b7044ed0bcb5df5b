// The catalogue's search form: every field (text, price range in dollars and cents, order,
// "In stock only") applies when the form is sent (Enter or Search), all at once: one step in
// the browser's history and one request, and none when nothing changed. On a phone the filters fold
// behind a "Filters" button, so the first screen shows tools. The names are the address's
// parameters, so the same form works as a plain GET form (as the home page's does).
// The page is prerendered for the bare address (scripts/prerender.ts), so until React has
// adopted that HTML the form draws no search at all, as the build did, and stays inert; it
// then shows the address's search.
import { useId, useState, type FormEvent } from 'react';
import { MAX_SEARCH_LENGTH } from '../../../domain/page';
import {
  DEFAULT_TOOL_SORT,
  TOOL_SORTS,
  type CatalogueSearch,
  type ToolSort,
} from '../../../domain/tool-search';
import { checkPriceRange, isFiltered } from '../../../domain/tool-search-rules';
import { Button } from '../../components/button/button';
import { Select } from '../../components/select/select';
import { TextField } from '../../components/text-field/text-field';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import { useAdopted } from '../../hydration/use-adopted';
import * as styles from './catalogue-page.css';

export const CATALOGUE_PATH = '/tools';

const SORT_LABELS: Record<ToolSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
};

const sameSearch = (a: CatalogueSearch, b: CatalogueSearch): boolean =>
  (['q', 'sort', 'minPrice', 'maxPrice', 'inStock', 'page'] as const).every(
    (key) => a[key] === b[key],
  );

/** What the build drew the form with: the catalogue's bare address. */
const PRERENDERED: CatalogueSearch = {};

const sortOptions = TOOL_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

type PriceErrors = Partial<Record<'minPrice' | 'maxPrice', string>>;

/**
 * What the fields show for a search in force. The order and the checkbox show a change at
 * once, while the old results stay on screen until the new ones arrive.
 */
const fieldsOf = (search: CatalogueSearch) => ({
  sort: search.sort ?? DEFAULT_TOOL_SORT,
  inStock: search.inStock === 1,
  q: search.q ?? '',
  minPrice: search.minPrice === undefined ? '' : String(search.minPrice),
  maxPrice: search.maxPrice === undefined ? '' : String(search.maxPrice),
});

export interface CatalogueFiltersProps {
  /** The search in force (the address holds it). */
  search: CatalogueSearch;
  /** Goes to another search: one step in the browser's history. */
  go: (next: CatalogueSearch) => void;
}

export function CatalogueFilters({ search: address, go }: CatalogueFiltersProps) {
  const adopted = useAdopted();
  const search = adopted ? address : PRERENDERED;
  const [fields, setFields] = useState(() => fieldsOf(search));
  const [errors, setErrors] = useState<PriceErrors>({});
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  // The search changes under the form too (Back, a link, Clear filters): the fields follow.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setFields(fieldsOf(search));
    setErrors({});
  }
  // Any change of what is found starts at its first page; the same search is not asked again.
  const apply = (change: Partial<CatalogueSearch>) => {
    const next = { ...search, ...change, page: undefined };
    if (!sameSearch(next, search)) go(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = checkPriceRange(fields.minPrice, fields.maxPrice);
    if (!range.ok) {
      setErrors(range.errors);
      setOpen(true);
      focusFirstInvalid(event.currentTarget, Object.keys(range.errors));
      return;
    }
    setErrors({});
    const q = fields.q.trim();
    apply({
      q: q === '' ? undefined : q,
      minPrice: range.minPrice,
      maxPrice: range.maxPrice,
      sort: fields.sort === DEFAULT_TOOL_SORT ? undefined : fields.sort,
      inStock: fields.inStock ? 1 : undefined,
    });
  };

  const edit = (name: 'q' | 'minPrice' | 'maxPrice') => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });

  return (
    <form
      role="search"
      aria-label="Search the catalogue"
      action={CATALOGUE_PATH}
      method="get"
      noValidate
      inert={!adopted}
      className={styles.filters}
      onSubmit={submit}
    >
      <TextField
        label="Search tools"
        hint="By name or description"
        type="search"
        name="q"
        className={styles.searchBox}
        value={fields.q}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={edit('q')}
      />
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={filtersId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Filters
      </button>
      <div id={filtersId} className={styles.filterGroup} data-open={open}>
        <fieldset className={styles.priceRange}>
          <legend className={styles.legend}>Price per unit (US$)</legend>
          <TextField
            label="Minimum price"
            name="minPrice"
            inputMode="decimal"
            value={fields.minPrice}
            error={errors.minPrice}
            onChange={edit('minPrice')}
          />
          <TextField
            label="Maximum price"
            name="maxPrice"
            inputMode="decimal"
            value={fields.maxPrice}
            error={errors.maxPrice}
            onChange={edit('maxPrice')}
          />
        </fieldset>
        <Select
          label="Sort by"
          name="sort"
          options={sortOptions}
          value={fields.sort}
          onChange={(event) => {
            const sort =
              TOOL_SORTS.find((value) => value === event.target.value) ?? DEFAULT_TOOL_SORT;
            setFields({ ...fields, sort });
          }}
        />
        <label className={styles.checkboxLabel}>
          <input
            type="checkbox"
            name="inStock"
            value="1"
            className={styles.checkbox}
            checked={fields.inStock}
            onChange={(event) => {
              setFields({ ...fields, inStock: event.target.checked });
            }}
          />
          In stock only
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="submit">Search</Button>
        {isFiltered(search) && (
          <Button type="button" variant="secondary" onClick={() => go({ sort: search.sort })}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
