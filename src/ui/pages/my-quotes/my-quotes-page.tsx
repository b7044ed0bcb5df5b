// My Quotes: the quotes sent from the signed-in e-mail, with status, prices and expiry;
// a quoted one is accepted (an order at its prices, then its payment) or declined.
import type { Order } from '../../../domain/order';
import { allowedQuoteActions, type Quote } from '../../../domain/quote';
import type { QuoteAcceptance } from '../../../domain/quote-acceptance';
import type { Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import type { LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import { notify } from '../../components/toast/toast-requests';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import {
  QuoteReferenceCell,
  quoteExpiry,
  quotePrices,
  quoteStatus,
  quoteTools,
  quoteTotal,
} from '../dashboard-shared/quote-cells';
import { AcceptQuoteDialog } from './accept-quote-dialog';

export interface MyQuotesPageProps {
  view: LoadView<readonly Quote[]>;
  /** Where the customer's last order went, for one-click acceptance. */
  delivery?: QuoteAcceptance | undefined;
  onAccept?: (id: string, delivery: QuoteAcceptance) => Promise<Result<Order, ApiError>>;
  /** The order the quote became: its payment comes next. */
  onAccepted?: (order: Order) => void;
  onDecline?: (id: string) => Promise<Result<unknown, ApiError>>;
  /** After a decline: the list is read again. */
  onChanged?: () => void;
  now?: Date;
}

const unavailable = async (): Promise<Result<never, ApiError>> => ({
  ok: false,
  error: { kind: 'network' },
});

export function MyQuotesPage({
  view,
  delivery,
  onAccept = unavailable,
  onAccepted = () => undefined,
  onDecline = unavailable,
  onChanged = () => undefined,
  now = new Date(),
}: MyQuotesPageProps) {
  const decline = async (id: string) => {
    const answer = await onDecline(id);
    notify(answer.ok ? 'The quote was declined' : describeError(answer.error));
    if (answer.ok) onChanged();
  };
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
                    total={quoteTotal(quote)}
                    delivery={delivery}
                    onAccept={(delivery) => onAccept(quote._id, delivery)}
                    onAccepted={onAccepted}
                  />
                )}
                {actions.includes('decline') && (
                  <ConfirmDialog
                    trigger={<Button variant="secondary">Decline</Button>}
                    title="Decline this quote?"
                    description="We close the quote; ask for a new one whenever you like."
                    confirmLabel="Decline"
                    onConfirm={() => decline(quote._id)}
                  />
                )}
              </>
            );
          },
        },
      ]}
    />
  );
}
