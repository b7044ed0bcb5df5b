// The order's refunds on its page, for its customer and the admins: each with its day, what
// went back and why, where it stands, and its credit note to download once it is done (apart
// from the facts above it, as the invoice's button is).
import { formatAmount, fromCents } from '../../../domain/money';
import type { Refund, RefundStatus } from '../../../domain/refund';
import type { ApiResult } from '../../../ports/api.port';
import { DateText } from '../../components/date-text/date-text';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Fact, Facts } from '../../components/facts/facts';
import { InvoiceDownload } from '../../components/invoice-download/invoice-download';
import { Stack } from '../../components/stack/stack';
import type { LoadView } from '../../data/load-view';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { itemsSentence } from './order-returns';

export interface OrderRefundsProps {
  view: LoadView<readonly Refund[]>;
  /** A done refund's credit note as a PDF. */
  onDownloadCreditNote: (refund: Refund) => ApiResult<Blob>;
}

const STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  pending: 'Pending: waiting for the card service',
  done: 'Refunded to the card',
  failed: 'Failed',
};

/** Taken on by the card service; the card's bank has yet to give the money back. */
const WITH_THE_BANK = "Pending: with the card's bank, which can take a few days";

const whatWentBack = (refund: Refund): string =>
  refund.lines.length === 0 ? 'An amount' : itemsSentence(refund);

export function OrderRefunds({ view, onDownloadCreditNote }: OrderRefundsProps) {
  // An order never refunded shows nothing: most orders are not.
  // Nor while it loads: a panel that mostly went again moved what follows it (the page
  // is drawn with its order in, over its painted frame), so it comes only with something.
  if (view.status === 'loading' || (view.status === 'loaded' && view.value.length === 0)) {
    return null;
  }
  return (
    <section aria-labelledby="order-refunds-heading" className={checkout.panel}>
      <h2 id="order-refunds-heading">Refunds</h2>
      <LoadFailed title="The refunds could not be loaded" view={view} />
      {view.status === 'loaded' &&
        view.value.map((refund) => (
          <Stack
            as="article"
            key={refund._id}
            aria-label={`Refund of ${formatAmount(fromCents(refund.amountCents))}`}
          >
            <Facts>
              <Fact name="Asked on">
                <DateText iso={refund.createdAt} />
              </Fact>
              <Fact name="Amount" strong>
                {formatAmount(fromCents(refund.amountCents))}
              </Fact>
              <Fact name="Refunded">{whatWentBack(refund)}</Fact>
              <Fact name="Reason">{refund.reason}</Fact>
              <Fact name="Status">
                {refund.status === 'pending' && refund.gatewayRefundId !== undefined
                  ? WITH_THE_BANK
                  : STATUS_LABELS[refund.status]}
                {refund.failure !== undefined && `: ${refund.failure}`}
              </Fact>
              {refund.restocked && <Fact name="Stock">The units went back in stock</Fact>}
              {refund.creditNoteNumber && <Fact name="Credit note">{refund.creditNoteNumber}</Fact>}
            </Facts>
            {refund.creditNoteNumber && (
              <InvoiceDownload
                kind="Credit note"
                invoiceNumber={refund.creditNoteNumber}
                download={() => onDownloadCreditNote(refund)}
              />
            )}
          </Stack>
        ))}
    </section>
  );
}
