// Decline, as both quotes pages offer it: the customer's own quote or any quote for an
// admin. One row-actions machine per page declines; the page announces and reloads.
import type { Quote } from '../../../domain/quote';
import type { RowActionsMachine } from '../../../machines/row-actions.machine';
import { quoteActionsFor, type QuoteAction } from '../../../machines/table-actions';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { useRowActions } from './use-row-actions';

export const QUOTE_DECLINED = 'The quote was declined';

/** For a page drawn without the API (loading, failed): a Decline that reaches nothing. */
export const noDecline = quoteActionsFor({
  declineQuote: async () => ({ ok: false, error: { kind: 'network' } }),
});

/** What the dialog asks, in the page's own words. */
export interface DeclineWords {
  readonly title: string;
  readonly description: string;
}

/** Draws a quote's Decline button with its confirmation, run by `machine`. */
export function useQuoteDecline(
  machine: RowActionsMachine<QuoteAction>,
  onChanged: () => void,
  words: (quote: Quote) => DeclineWords,
) {
  const { run, isPending } = useRowActions(machine, (outcome) => {
    if (outcome.type === 'failed') return void notify(describeError(outcome.error));
    void notify(QUOTE_DECLINED);
    onChanged();
  });
  return (quote: Quote) => (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" loading={isPending(quote._id)}>
          Decline
        </Button>
      }
      {...words(quote)}
      confirmLabel="Decline"
      onConfirm={() => run({ action: 'decline', rowId: quote._id })}
    />
  );
}
