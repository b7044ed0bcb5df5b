// My Quotes: the quotes sent from the signed-in e-mail, with status, prices and expiry;
// a quoted one is accepted (an order at its prices, then its payment) or declined.
import type { Order } from '../../../domain/order';
import type { Quote } from '../../../domain/quote';
import type { QuoteAcceptance } from '../../../domain/quote-acceptance';
import type { AcceptQuoteMachine } from '../../../machines/forms';
import type { LoadView } from '../../data/load-view';
import { quotePrices, quoteTotal } from '../dashboard-shared/quote-cells';
import {
  quoteColumns,
  QuotesTablePage,
  type QuoteRowProps,
} from '../dashboard-shared/quotes-table';
import { AcceptQuoteDialog } from './accept-quote-dialog';

export interface MyQuotesPageProps extends QuoteRowProps {
  view: LoadView<readonly Quote[]>;
  /** Where the customer's last order went, for one-click acceptance. */
  delivery?: QuoteAcceptance | undefined;
  /** Accept, wired to the API by the composition root; without it no quote offers Accept. */
  acceptMachine?: AcceptQuoteMachine | undefined;
  /** The order the quote became: its payment comes next. */
  onAccepted?: (order: Order) => void;
}

export function MyQuotesPage({
  delivery,
  acceptMachine,
  onAccepted = () => undefined,
  ...rows
}: MyQuotesPageProps) {
  return (
    <QuotesTablePage
      {...rows}
      headingId="my-quotes-heading"
      title="My Quotes"
      caption="Your quotes, newest first"
      emptyMessage="You have not asked for a quote yet. Ask for one on the Get a quote page."
      errorTitle="Your quotes could not be loaded"
      columns={[
        quoteColumns.reference,
        quoteColumns.tools,
        quoteColumns.partNumber,
        quoteColumns.status,
        { header: 'Prices', cell: (quote) => quotePrices(quote) || '—' },
        quoteColumns.total,
        quoteColumns.expires,
      ]}
      declineWords={() => ({
        title: 'Decline this quote?',
        description: 'We close the quote; ask for a new one whenever you like.',
      })}
      step={(quote, allowed) =>
        acceptMachine &&
        allowed.includes('accept') && (
          <AcceptQuoteDialog
            id={quote._id}
            total={quoteTotal(quote)}
            delivery={delivery}
            machine={acceptMachine}
            onAccepted={onAccepted}
          />
        )
      }
    />
  );
}
