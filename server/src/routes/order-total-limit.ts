// Not in src/domain yet: the largest total a card payment can carry. Stripe charges at
// most $999,999.99 in USD, and the stored totals are 32-bit integers.
export const maxOrderTotal = 999_999;

export const orderTooLargeMessage = 'An order can total at most $999,999. Please order fewer.';
