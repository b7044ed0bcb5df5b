// Manage Quotes: every quote, newest first, by status; a quote is priced (unit price per
// line and an expiry, "Send quote") or declined.
import { useState } from 'react';
import {
  allowedQuoteActions,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type Quote,
  type QuoteStatus,
} from '../../../domain/quote';
import type { QuotePricing } from '../../../domain/quote-pricing';
import type { Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { dateLabel } from '../../components/date-text/date-text';
import { Select } from '../../components/select/select';
import { notify } from '../../components/toast/toast-requests';
import { mapLoaded, type LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import { quoteExpiry, quoteStatus, quoteTools, quoteTotal } from '../dashboard-shared/quote-cells';
import { PriceQuoteDialog } from './price-quote-dialog';

export interface ManageQuotesPageProps {
  view: LoadView<readonly Quote[]>;
  onPrice?: (id: string, pricing: QuotePricing) => Promise<Result<Quote, ApiError>>;
  onDecline?: (id: string) => Promise<Result<unknown, ApiError>>;
  /** After a change: the list is read again. */
  onChanged?: () => void;
  now?: Date;
}

const unavailable = async (): Promise<Result<never, ApiError>> => ({
  ok: false,
  error: { kind: 'network' },
});

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...QUOTE_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] })),
];

export function ManageQuotesPage({
  view,
  onPrice = unavailable,
  onDecline = unavailable,
  onChanged = () => undefined,
  now = new Date(),
}: ManageQuotesPageProps) {
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const decline = async (id: string) => {
    const answer = await onDecline(id);
    notify(answer.ok ? 'The quote was declined' : describeError(answer.error));
    if (answer.ok) onChanged();
  };
  return (
    <DashboardTablePage
      headingId="manage-quotes-heading"
      title="Manage Quotes"
      view={mapLoaded(view, (quotes) => quotes.filter((q) => status === '' || q.status === status))}
      caption="Quotes, newest first"
      emptyMessage={
        status === '' ? 'No quotes have been asked for yet.' : 'No quotes have this status.'
      }
      errorTitle="The quotes could not be loaded"
      toolbar={
        <Select
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => setStatus(event.target.value as QuoteStatus | '')}
        />
      }
      rowKey={(quote) => quote._id}
      columns={[
        { header: 'Asked on', cell: (quote) => dateLabel(quote.createdAt), card: 'title' },
        { header: 'From', cell: (quote) => `${quote.name} (${quote.email})` },
        { header: 'Company', cell: (quote) => quote.company ?? '—' },
        { header: 'Tools', cell: quoteTools },
        { header: 'Status', cell: quoteStatus },
        { header: 'Total', cell: quoteTotal, numeric: true },
        { header: 'Expires', cell: quoteExpiry },
        {
          header: 'Actions',
          card: 'actions',
          cell: (quote) => {
            const actions = allowedQuoteActions(quote, now);
            return (
              <>
                {actions.includes('price') && quote.lines.length > 0 && (
                  <PriceQuoteDialog
                    quote={quote}
                    onPrice={(pricing) => onPrice(quote._id, pricing)}
                    onPriced={() => {
                      notify('The quote was sent');
                      onChanged();
                    }}
                  />
                )}
                {actions.includes('decline') && (
                  <ConfirmDialog
                    trigger={<Button variant="secondary">Decline</Button>}
                    title={`Decline the quote for ${quote.name}?`}
                    description="The quote is closed; its sender sees it as declined."
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
