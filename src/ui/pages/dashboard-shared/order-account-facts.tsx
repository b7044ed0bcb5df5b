// What an order confirmed on its company's account owes, wherever it is shown whole (its
// page, the payment page): the day its invoice falls due and the buyer's PO number.
import type { Order } from '../../../domain/order';
import { Fact } from '../../components/facts/facts';

export function OrderAccountFacts({ account }: { account: NonNullable<Order['account']> }) {
  return (
    <>
      <Fact name="Payment">On account</Fact>
      <Fact name="Due by">
        <time dateTime={account.dueDate}>{account.dueDate}</time>
      </Fact>
      {account.poNumber !== undefined && <Fact name="PO number">{account.poNumber}</Fact>}
    </>
  );
}
