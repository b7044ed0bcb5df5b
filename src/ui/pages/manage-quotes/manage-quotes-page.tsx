// Manage Quotes: the quotes a page at a time, newest first, found by sender, company,
// reference or tool and shown by status; a quote is priced (unit price per line and an
// expiry, "Send quote") or declined. Seven columns that fit the dashboard's column at 1280 px
// and wider; below that each quote is a card.
import type { ReactNode } from 'react';
import type { Page } from '../../../domain/page';
import {
  allowedQuoteActions,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type Quote,
} from '../../../domain/quote';
import type { QuoteListSearch } from '../../../domain/quote-list';
import { priceQuoteFor, type PriceQuoteMachine } from '../../../machines/forms';
import type { RowActionsMachine } from '../../../machines/row-actions.machine';
import type { QuoteAction } from '../../../machines/table-actions';
import { Select } from '../../components/select/select';
import { Stack } from '../../components/stack/stack';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { mapLoaded, type LoadView } from '../../data/load-view';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import {
  emptyListMessage,
  ListPager,
  ListSearchField,
  listTitle,
  type Listing,
} from '../dashboard-shared/list-controls';
import {
  QuoteReferenceCell,
  quoteExpiry,
  quotePartNumbers,
  quoteStatus,
  quoteTools,
  quoteTotal,
} from '../dashboard-shared/quote-cells';
import { noDecline, useQuoteDecline } from '../dashboard-shared/quote-decline';
import { NoRowAction } from '../dashboard-shared/no-row-action';
import * as styles from './manage-quotes-page.css';
import { PriceQuoteDialog } from './price-quote-dialog';

export interface ManageQuotesPageProps {
  /** The page of quotes the address asks for. */
  view: LoadView<Page<Quote>>;
  /** The page, search and status in the address, and the step to another. */
  listing?: Listing<QuoteListSearch>;
  /** Price, wired to the API by the composition root; without it nothing is priced. */
  priceMachine?: PriceQuoteMachine | undefined;
  /** Decline, wired to the API by the composition root; without it nothing is declined. */
  declineActions?: RowActionsMachine<QuoteAction> | undefined;
  /** After a change: the list is read again. */
  onChanged?: () => void;
  now?: Date;
}

/** For a page drawn without the API (loading, failed): a Price that reaches nothing. */
const noPrice = priceQuoteFor({
  priceQuote: async () => ({ ok: false, error: { kind: 'network' } }),
});

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
  if (!listing) return NONE_YET;
  if (listing.search.status && listing.search.q === undefined && quotes.total === 0) {
    return 'No quotes have this status.';
  }
  return emptyListMessage(listing.search, quotes, NONE_YET);
}

/** The heading, with the search in force, so a filtered list never reads as the whole one. */
const titleOf = (search: QuoteListSearch | undefined): string =>
  listTitle(
    'Manage Quotes',
    search?.q,
    search?.status && QUOTE_STATUS_LABELS[search.status].toLowerCase(),
  );

export function ManageQuotesPage({
  view,
  listing,
  priceMachine = noPrice,
  declineActions = noDecline,
  onChanged = () => undefined,
  now = new Date(),
}: ManageQuotesPageProps) {
  const decline = useQuoteDecline(declineActions, onChanged, (quote) => ({
    title: `Decline the quote for ${quote.name}?`,
    description: 'The quote is closed; its sender sees it as declined.',
  }));
  const actions = (quote: Quote): ReactNode => {
    const allowed = allowedQuoteActions(quote, now);
    const canPrice = allowed.includes('price') && quote.lines.length > 0;
    if (!canPrice && !allowed.includes('decline')) return <NoRowAction />;
    return (
      <div className={styles.actions}>
        {canPrice && (
          <PriceQuoteDialog
            quote={quote}
            machine={priceMachine}
            onPriced={() => {
              notify('The quote was sent');
              onChanged();
            }}
          />
        )}
        {allowed.includes('decline') && decline(quote)}
      </div>
    );
  };
  const columns: ReadonlyArray<TableColumn<Quote>> = [
    {
      header: 'Quote',
      card: 'title',
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
    { header: 'Tools', cell: (quote) => <span className={styles.tools}>{quoteTools(quote)}</span> },
    { header: 'Part number', cell: quotePartNumbers },
    { header: 'Total', cell: quoteTotal, numeric: true },
    { header: 'Expires', cell: quoteExpiry },
    { header: 'Actions', card: 'actions', cell: actions },
  ];
  return (
    <DashboardTablePage
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
      rowKey={(quote) => quote._id}
      columns={columns}
    />
  );
}
