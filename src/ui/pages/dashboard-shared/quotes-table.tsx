// The quotes tables (My Quotes, Manage Quotes) written once, as the orders tables are: the
// columns both draw, and the list with its actions cell, where a page's own step on a quote
// (Accept, Price) comes before Decline, run by one row-actions machine per page.
import type { ReactNode } from 'react';
import { allowedQuoteActions, type Quote, type QuoteAction } from '../../../domain/quote';
import type { RowActionsMachine } from '../../../machines/row-actions.machine';
import { quoteActionsFor, type QuoteAction as RowAction } from '../../../machines/table-actions';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { Stack } from '../../components/stack/stack';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { DashboardTablePage, type DashboardTablePageProps } from './dashboard-table-page';
import {
  QuoteReferenceCell,
  quoteExpiry,
  quotePartNumbers,
  quoteStatus,
  quoteTools,
  quoteTotal,
} from './quote-cells';
import { useRowActions } from './use-row-actions';

export const quoteColumns = {
  reference: {
    header: 'Quote',
    cell: (quote) => <QuoteReferenceCell quote={quote} />,
    card: 'title',
  },
  tools: { header: 'Tools', cell: quoteTools },
  partNumber: { header: 'Part number', cell: quotePartNumbers },
  status: { header: 'Status', cell: quoteStatus },
  total: { header: 'Total', cell: quoteTotal, numeric: true },
  expires: { header: 'Expires', cell: quoteExpiry },
} satisfies Record<string, TableColumn<Quote>>;

/** For a page drawn without the API (loading, failed): a Decline that reaches nothing. */
const noDecline = quoteActionsFor({
  declineQuote: async () => ({ ok: false, error: { kind: 'network' } }),
});

/** What both pages take beside their list. */
export interface QuoteRowProps {
  /** Decline, wired to the API by the composition root; without it nothing is declined. */
  declineActions?: RowActionsMachine<RowAction> | undefined;
  /** After a change: the list is read again. */
  onChanged?: () => void;
  now?: Date;
}

export interface QuotesTablePageProps
  extends Omit<DashboardTablePageProps<Quote>, 'rowKey'>, QuoteRowProps {
  /** The page's own step on a quote (Accept, Price), drawn when `allowed` has it. */
  step: (quote: Quote, allowed: readonly QuoteAction[]) => ReactNode;
  /** What Decline's dialog asks, in the page's own words. */
  declineWords: (quote: Quote) => { title: string; description: string };
  /** The actions cell of a quote that needs nothing more (empty when left out). */
  idle?: ReactNode;
}

/** A quotes page: the list from DashboardTablePage, with an Actions column after `columns`. */
export function QuotesTablePage({
  columns,
  step,
  declineWords,
  idle,
  declineActions = noDecline,
  onChanged = () => undefined,
  now = new Date(),
  ...page
}: QuotesTablePageProps) {
  const { run, isPending } = useRowActions(declineActions, (outcome) => {
    if (outcome.type === 'failed') return void notify(describeError(outcome.error));
    void notify('The quote was declined');
    onChanged();
  });
  const actions = (quote: Quote): ReactNode => {
    const allowed = allowedQuoteActions(quote, now);
    const own = step(quote, allowed);
    if (!own && !allowed.includes('decline')) return idle;
    // One above the other: the column stays as narrow as its widest button.
    return (
      <Stack gap="2">
        {own}
        {allowed.includes('decline') && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" loading={isPending(quote._id)}>
                Decline
              </Button>
            }
            {...declineWords(quote)}
            confirmLabel="Decline"
            onConfirm={() => run({ action: 'decline', rowId: quote._id })}
          />
        )}
      </Stack>
    );
  };
  return (
    <DashboardTablePage
      {...page}
      rowKey={(quote) => quote._id}
      columns={[...columns, { header: 'Actions', card: 'actions', cell: actions }]}
    />
  );
}
