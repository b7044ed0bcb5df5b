// What an order confirmed on its company's account owes, wherever it is shown whole (its
// page, the payment page): the day its invoice falls due and the buyer's PO number; once the
// invoice is paid, the day it was instead of the due date.
import type { Order } from '../../../domain/order';
import { Fact } from '../../components/facts/facts';

export function OrderAccountFacts({ account }: { account: NonNullable<Order['account']> }) {
  return (
    <>
      {account.paidOn ? (
        <>
          <Fact name="Payment">On account, paid</Fact>
          <Fact name="Paid on">
            <time dateTime={account.paidOn}>{account.paidOn}</time>
          </Fact>
        </>
      ) : (
        <>
          <Fact name="Payment">On account</Fact>
          <Fact name="Due by">
            <time dateTime={account.dueDate}>{account.dueDate}</time>
          </Fact>
        </>
      )}
      {account.poNumber !== undefined && <Fact name="PO number">{account.poNumber}</Fact>}
    </>
  );
}
