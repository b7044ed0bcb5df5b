// My Quotes: the quotes sent from the signed-in e-mail, with status, prices and expiry;
// a quoted one is accepted (an order at its prices, then its payment) or declined.
import type { Order } from '../../../domain/order';
import { allowedQuoteActions, type Quote } from '../../../domain/quote';
import type { QuoteAcceptance } from '../../../domain/quote-acceptance';
import { acceptQuoteFor, type AcceptQuoteMachine } from '../../../machines/forms';
import type { RowActionsMachine } from '../../../machines/row-actions.machine';
import type { QuoteAction } from '../../../machines/table-actions';
import type { LoadView } from '../../data/load-view';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import {
  QuoteReferenceCell,
  quoteExpiry,
  quotePartNumbers,
  quotePrices,
  quoteStatus,
  quoteTools,
  quoteTotal,
} from '../dashboard-shared/quote-cells';
import { noDecline, useQuoteDecline } from '../dashboard-shared/quote-decline';
import { AcceptQuoteDialog } from './accept-quote-dialog';

export interface MyQuotesPageProps {
  view: LoadView<readonly Quote[]>;
  /** Where the customer's last order went, for one-click acceptance. */
  delivery?: QuoteAcceptance | undefined;
  /** Accept, wired to the API by the composition root; without it nothing is accepted. */
  acceptMachine?: AcceptQuoteMachine | undefined;
  /** The order the quote became: its payment comes next. */
  onAccepted?: (order: Order) => void;
  /** Decline, wired to the API by the composition root; without it nothing is declined. */
  declineActions?: RowActionsMachine<QuoteAction> | undefined;
  /** After a decline: the list is read again. */
  onChanged?: () => void;
  now?: Date;
}

/** For a page drawn without the API (loading, failed): an Accept that reaches nothing. */
const noAccept = acceptQuoteFor({
  acceptQuote: async () => ({ ok: false, error: { kind: 'network' } }),
});

export function MyQuotesPage({
  view,
  delivery,
  acceptMachine = noAccept,
  onAccepted = () => undefined,
  declineActions = noDecline,
  onChanged = () => undefined,
  now = new Date(),
}: MyQuotesPageProps) {
  const decline = useQuoteDecline(declineActions, onChanged, () => ({
    title: 'Decline this quote?',
    description: 'We close the quote; ask for a new one whenever you like.',
  }));
  return (
    <DashboardTablePage
      headingId="my-quotes-heading"
      title="My Quotes"
      view={view}
      caption="Your quotes, newest first"
      emptyMessage="You have not asked for a quote yet. Ask for one on the Get a quote page."
      errorTitle="Your quotes could not be loaded"
      rowKey={(quote) => quote._id}
      columns={[
        { header: 'Quote', cell: (quote) => <QuoteReferenceCell quote={quote} />, card: 'title' },
        { header: 'Tools', cell: quoteTools },
        { header: 'Part number', cell: quotePartNumbers },
        { header: 'Status', cell: quoteStatus },
        { header: 'Prices', cell: (quote) => quotePrices(quote) || '—' },
        { header: 'Total', cell: quoteTotal, numeric: true },
        { header: 'Expires', cell: quoteExpiry },
        {
          header: 'Actions',
          card: 'actions',
          cell: (quote) => {
            const actions = allowedQuoteActions(quote, now);
            return (
              <>
                {actions.includes('accept') && (
                  <AcceptQuoteDialog
                    id={quote._id}
                    total={quoteTotal(quote)}
                    delivery={delivery}
                    machine={acceptMachine}
                    onAccepted={onAccepted}
                  />
                )}
                {actions.includes('decline') && decline(quote)}
              </>
            );
          },
        },
      ]}
    />
  );
}
