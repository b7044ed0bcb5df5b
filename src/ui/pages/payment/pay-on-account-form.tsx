// "Pay on account", beside the card form, for a buyer whose company has net terms: a PO
// number (required when the company says so) and one button. A refusal (over the credit
// limit, on hold) is said in the store's sentence and the card form stays there to pay.
import { useState, type FormEvent } from 'react';
import { dueDateOf, type AccountTerms } from '../../../domain/account-terms';
import { formatAmount } from '../../../domain/money';
import { orderNumberLabel, type Order } from '../../../domain/order';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import { useFocusOnMount } from '../../focus/use-focus-on-mount';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { useSubmitCall } from '../dashboard-shared/use-submit';
import * as styles from './payment-page.css';

export interface AccountPayment {
  readonly terms: AccountTerms;
  /** Confirms the order on the company's account; rejects with the store's refusal. */
  readonly payOnAccount: (input: { poNumber?: string }) => Promise<Order>;
}

export const CONFIRMED_ON_ACCOUNT = 'Confirmed on account';

export interface PayOnAccountFormProps extends AccountPayment {
  readonly order: Order;
  /** The card is being charged: the account is not offered at the same time. */
  readonly disabled?: boolean;
  readonly onConfirmed: (order: Order) => void;
}

export function PayOnAccountForm({
  order,
  terms,
  payOnAccount,
  disabled = false,
  onConfirmed,
}: PayOnAccountFormProps) {
  const [poNumber, setPoNumber] = useState('');
  const [missing, setMissing] = useState(false);
  const paying = useSubmitCall(payOnAccount, { onSent: ({ output }) => onConfirmed(output) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = poNumber.trim();
    if (terms.poRequired && typed === '') {
      setMissing(true);
      return;
    }
    paying.send(typed === '' ? {} : { poNumber: typed });
  };
  return (
    <form
      className={checkout.panel}
      noValidate
      onSubmit={submit}
      aria-labelledby="account-title"
      aria-busy={paying.pending || undefined}
    >
      <h2 id="account-title">Pay on account</h2>
      <p>
        Your company pays this order within {terms.netDays} days of its invoice (net {terms.netDays}
        ).
      </p>
      <TextField
        label="PO number"
        hint={terms.poRequired ? 'Your company requires one on every order.' : 'Optional.'}
        required={terms.poRequired}
        maxLength={50}
        value={poNumber}
        error={missing ? 'Enter your purchase-order number: your company requires one.' : undefined}
        onChange={(event) => {
          setPoNumber(event.target.value);
          setMissing(false);
          paying.dismiss();
        }}
      />
      <FormFailure message={paying.failure && describeError(paying.failure)} />
      <Button type="submit" variant="secondary" fullWidth disabled={disabled || paying.pending}>
        Confirm {formatAmount(order.toolPrice)} on account
      </Button>
    </form>
  );
}

export interface AccountConfirmationProps {
  readonly order: Order;
  readonly netDays: number;
  readonly confirmedAt: Date;
}

/** In place of both forms once the order is on account: its due date and what comes next. */
export function AccountConfirmation({ order, netDays, confirmedAt }: AccountConfirmationProps) {
  const confirmation = useFocusOnMount<HTMLElement>();
  // The store's own due date; counted here only from an answer that lacks it.
  const dueDate = order.account?.dueDate ?? dueDateOf(confirmedAt, netDays);
  return (
    <section
      role="status"
      aria-labelledby="account-confirmation-title"
      className={checkout.panel}
      ref={confirmation}
      tabIndex={-1}
    >
      <h2 id="account-confirmation-title" className={styles.success}>
        {CONFIRMED_ON_ACCOUNT}
      </h2>
      <p>
        Order {orderNumberLabel(order)} is confirmed on your company&apos;s account
        {order.invoiceNumber ? ` with invoice ${order.invoiceNumber}` : ''}, due by{' '}
        <time dateTime={dueDate}>{dueDate}</time>. We pack it and ship it to {order.address}.
      </p>
      {order.account?.poNumber !== undefined && <p>PO number: {order.account.poNumber}</p>}
      <div className={styles.links}>
        <Link href={`/dashboard/order/${order._id}`}>See order {orderNumberLabel(order)}</Link>
        <Link href="/dashboard/myOrders">Back to My Orders</Link>
      </div>
    </section>
  );
}
