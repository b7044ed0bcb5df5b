// Manage Quotes: the quotes a page at a time, newest first, found by sender, company,
// reference or tool and shown by status; a quote is priced (unit price per line and an
// expiry, "Send quote") or declined. Seven columns that fit the dashboard's column at 1280 px
// and wider; below that each quote is a card.
import type { Page } from '../../../domain/page';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type Quote } from '../../../domain/quote';
import type { QuoteListSearch } from '../../../domain/quote-list';
import type { PriceQuoteMachine } from '../../../machines/forms';
import { Select } from '../../components/select/select';
import { Stack } from '../../components/stack/stack';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { mapLoaded } from '../../data/load-view';
import {
  emptyListMessage,
  ListPager,
  ListSearchField,
  listTitle,
  type Listing,
} from '../dashboard-shared/list-controls';
import type { ListPageProps } from '../dashboard-shared/list-table-page';
import { NoRowAction } from '../dashboard-shared/no-row-action';
import { QuoteReferenceCell, quoteStatus } from '../dashboard-shared/quote-cells';
import {
  quoteColumns,
  QuotesTablePage,
  type QuoteRowProps,
} from '../dashboard-shared/quotes-table';
import * as styles from './manage-quotes-page.css';
import { PriceQuoteDialog } from './price-quote-dialog';

export interface ManageQuotesPageProps
  extends QuoteRowProps, ListPageProps<Page<Quote>, QuoteListSearch> {
  /** Price, wired to the API by the composition root; without it no quote offers Price. */
  priceMachine?: PriceQuoteMachine | undefined;
}

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...QUOTE_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] })),
];

const NONE_YET = 'No quotes have been asked for yet.';

const toolbar = (listing?: Listing<QuoteListSearch>) =>
  listing && (
    <>
      <ListSearchField
        listing={listing}
        label="Search quotes by name, company, reference or tool"
      />
      <Select
        label="Status"
        className={styles.filter}
        value={listing.search.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(event) =>
          listing.go({
            ...listing.search,
            status: QUOTE_STATUSES.find((status) => status === event.target.value),
            page: undefined,
          })
        }
      />
    </>
  );

function emptyMessageOf(listing: Listing<QuoteListSearch> | undefined, quotes: Page<Quote>) {
  const filtered = listing?.search.status && 'No quotes have this status.';
  return listing ? emptyListMessage(listing.search, quotes, NONE_YET, filtered) : NONE_YET;
}

/** The heading, with the search in force, so a filtered list never reads as the whole one. */
const titleOf = (search: QuoteListSearch | undefined): string =>
  listTitle(
    'Manage Quotes',
    search?.q,
    search?.status && QUOTE_STATUS_LABELS[search.status].toLowerCase(),
  );

const COLUMNS: ReadonlyArray<TableColumn<Quote>> = [
  {
    ...quoteColumns.reference,
    cell: (quote) => (
      <Stack as="span" gap="0">
        <QuoteReferenceCell quote={quote} />
        <span className={styles.status}>{quoteStatus(quote)}</span>
      </Stack>
    ),
  },
  {
    header: 'From',
    cell: (quote) => (
      <Stack as="span" gap="0">
        <span>{quote.name}</span>
        <span className={styles.muted}>{quote.email}</span>
        {quote.company && <span className={styles.muted}>{quote.company}</span>}
      </Stack>
    ),
  },
  quoteColumns.tools,
  quoteColumns.partNumber,
  quoteColumns.total,
  quoteColumns.expires,
];

export function ManageQuotesPage({
  view,
  listing,
  priceMachine,
  onChanged,
  ...rows
}: ManageQuotesPageProps) {
  return (
    <QuotesTablePage
      {...rows}
      onChanged={onChanged}
      headingId="manage-quotes-heading"
      title={titleOf(listing?.search)}
      // Seven columns need about this much room; below it each quote is a card.
      cardsBelow={780}
      view={mapLoaded(view, (quotes) => quotes.items)}
      caption="Quotes, newest first"
      emptyMessage={view.status === 'loaded' ? emptyMessageOf(listing, view.value) : NONE_YET}
      errorTitle="The quotes could not be loaded"
      toolbar={toolbar(listing)}
      footer={
        listing &&
        view.status === 'loaded' && (
          <ListPager listing={listing} page={view.value} label="Pages of quotes" />
        )
      }
      columns={COLUMNS}
      declineWords={(quote) => ({
        title: `Decline the quote for ${quote.name}?`,
        description: 'The quote is closed; its sender sees it as declined.',
      })}
      idle={<NoRowAction />}
      step={(quote, allowed) =>
        priceMachine &&
        allowed.includes('price') &&
        quote.lines.length > 0 && (
          <PriceQuoteDialog
            quote={quote}
            machine={priceMachine}
            onPriced={() => {
              notify('The quote was sent');
              onChanged?.();
            }}
          />
        )
      }
    />
  );
}
