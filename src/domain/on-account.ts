// Whether an order went on its company's account, read from its transaction id: apart from
// the terms' rules and schemas, so that the order status labels, which every page loads, do
// not bring those into the home page's first load.
const ON_ACCOUNT_PREFIX = 'on-account-';

/** The transaction id an order confirmed on account records: one per order, as a card's. */
export const onAccountTransactionId = (orderId: string): string => ON_ACCOUNT_PREFIX + orderId;

/** Whether an order was confirmed on account (its invoice is owed, not paid by card). */
export const isOnAccount = (order: { readonly transactionId?: string | undefined }): boolean =>
  order.transactionId?.startsWith(ON_ACCOUNT_PREFIX) === true;
