// The buyer's own orders an approver declined, with the reason they were given: a declined
// order is removed, so this is where its buyer learns why.
import { formatAmount, fromCents } from '../../../domain/money';
import type { OrderApproval } from '../../../domain/order-approval';
import { DateText } from '../../components/date-text/date-text';

export function DeclinedRequests({ requests }: { requests: readonly OrderApproval[] }) {
  const declined = requests.filter((request) => request.status === 'declined');
  if (declined.length === 0) return null;
  return (
    <section aria-labelledby="declined-requests-heading">
      <h2 id="declined-requests-heading">Declined by an approver</h2>
      <ul>
        {declined.map((request) => (
          <li key={request.orderId}>
            Order #{request.orderNumber} of {formatAmount(fromCents(request.totalCents))} was
            declined by {request.decidedBy ?? 'an approver'}
            {request.decidedAt && (
              <>
                {' on '}
                <DateText iso={request.decidedAt} />
              </>
            )}
            : {request.declineReason}
          </li>
        ))}
      </ul>
    </section>
  );
}
