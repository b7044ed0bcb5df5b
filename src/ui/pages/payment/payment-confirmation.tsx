// What a customer sees once their order is paid: the receipt's facts and what happens
// next, in place of the card form (which would still show the card number).
import { isOnAccount } from '../../../domain/account-terms';
import { formatAmount } from '../../../domain/money';
import { orderNumberLabel, type Order } from '../../../domain/order';
import { Fact, Facts } from '../../components/facts/facts';
import { Link } from '../../components/link/link';
import { useFocusOnMount } from '../../focus/use-focus-on-mount';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { ConfirmationInvoice, type InvoiceCalls } from './confirmation-invoice';
import { OrderAccountFacts } from '../dashboard-shared/order-account-facts';
import { OrderNamingFacts } from '../dashboard-shared/order-facts';
import * as styles from './payment-page.css';

export const PAYMENT_COMPLETED = 'Thank you! your payment is completed!';

export interface PaymentConfirmationProps {
  readonly order: Order;
  readonly transactionId: string | undefined;
  /** Paid just now (the spec's thank-you), or found already paid on arrival. */
  readonly paidNow: boolean;
  /** Reading the invoice: offered with the receipt when given. */
  readonly invoice?: InvoiceCalls | undefined;
}

/** Said under the thank-you: the API mails a receipt once the payment is recorded. */
export const receiptMailed = (email: string): string => `A receipt is on its way to ${email}.`;

export function PaymentConfirmation({
  order,
  transactionId,
  paidNow,
  invoice,
}: PaymentConfirmationProps) {
  // The Pay button the customer pressed is gone: they land on what happened instead.
  const confirmation = useFocusOnMount<HTMLElement>();
  return (
    <section
      role="status"
      aria-labelledby="confirmation-title"
      className={checkout.panel}
      ref={confirmation}
      tabIndex={-1}
    >
      <h2 id="confirmation-title" className={styles.success}>
        {paidNow
          ? PAYMENT_COMPLETED
          : isOnAccount(order)
            ? 'This order is confirmed on account.'
            : 'This order is already paid.'}
      </h2>
      {order.account ? (
        <p>
          Order {orderNumberLabel(order)} is confirmed on your company&apos;s account: its invoice
          is due by {order.account.dueDate}.
        </p>
      ) : (
        <p>
          Order {orderNumberLabel(order)} is paid. Keep its number and the transaction id below if
          you contact us about it.
        </p>
      )}
      {paidNow && <p>{receiptMailed(order.email)}</p>}
      <Facts>
        <OrderNamingFacts order={order} />
        <Fact name={order.account ? 'Total' : 'Total paid'} strong>
          {formatAmount(order.toolPrice)}
        </Fact>
        {order.account ? (
          <OrderAccountFacts account={order.account} />
        ) : (
          transactionId && (
            <Fact name="Transaction id">
              <code className={styles.transaction}>{transactionId}</code>
            </Fact>
          )
        )}
      </Facts>
      {invoice && <ConfirmationInvoice order={order} calls={invoice} />}
      <h3>What happens next</h3>
      <p>
        We pack your order and ship it to {order.address}. My Orders shows it as shipped as soon as
        it leaves us.
      </p>
      <div className={styles.links}>
        <Link href={`/dashboard/order/${order._id}`}>See order {orderNumberLabel(order)}</Link>
        <Link href="/dashboard/myOrders">Back to My Orders</Link>
      </div>
    </section>
  );
}
