// Every reason the store's use cases refuse a request, as values. The sentences a person
// reads are written once, here, for the API server and the in-memory API alike; sentences
// that come from the domain (quantities, the order lifecycle) travel inside the value.
import { formatAmount } from '../domain/money';
import { overCreditLimitSentence } from '../domain/account-terms';
import { amountNotSumSentence, transferTooLargeSentence } from '../domain/account-statement';
import { NOT_PAID, refundTooLargeSentence } from '../domain/refund';
import { RETURN_NOT_SHIPPED, RETURN_WINDOW_CLOSED } from '../domain/order-return';
import type { UnpaidLimitExceeded } from '../domain/unpaid-limits';

export interface DescribedRefusal {
  /** The HTTP status the API answers with. */
  readonly status: 400 | 401 | 403 | 404 | 409 | 502 | 503;
  readonly message: string;
}

/** A refusal whose sentence is the domain's, carried inside it. */
const said = (refusal: { readonly message: string }) => refusal.message;

type Invoiced = { readonly invoiceNumber: string };
type UnpaidHold = { readonly limit: number; readonly held: number; readonly total: number };

const units = new Intl.NumberFormat('en-US');

/** An order that would pass what one customer may hold unpaid, by value or by units. */
const unpaidHold =
  (show: (count: number) => string, comesTo: string) =>
  (refusal: UnpaidHold): string => {
    const limit = `more than the ${show(refusal.limit)} one customer may hold in unpaid orders`;
    if (refusal.held === 0) {
      const order = `This order ${comesTo} ${show(refusal.total)}`;
      return `${order}, ${limit}. Please order less: once an order is paid, you can order more.`;
    }
    const held = `You already hold ${show(refusal.held)} in unpaid orders`;
    return `${held}; with this one it would be ${show(refusal.total)}, ${limit}. Please pay or delete an unpaid order, or order less.`;
  };

/**
 * Every refusal by its code: its status and its sentence, or how its sentence is made from
 * what the refusal carries (whose fields make the Refusal type below).
 */
const table = {
  'not-signed-in': [401, 'Please sign in to continue.'],
  'session-invalid': [401, 'Your session has expired or is not valid. Please sign in again.'],
  'admin-only': [403, 'Only an admin can do this.'],
  'not-for-your-role': [403, 'Your staff role does not reach this; ask the store admin.'],
  'own-admin-role': [409, 'You cannot give up your own admin role: another admin can change it.'],
  'last-admin': [
    409,
    'The store needs an admin: make someone else an admin before giving up this role.',
  ],
  'verify-email-for-admin': [
    403,
    'Verify your e-mail address to use admin rights: open the link your sign-in provider sent you, then sign in again.',
  ],
  'pay-own-orders-only': [403, 'You can only pay your own orders.'],
  'no-such-order': [404, 'There is no order with that id.'],
  'no-such-invoice': [404, 'There is no invoice for that order: it is issued once it is paid.'],
  'no-such-tool': [404, 'There is no tool with that id.'],
  'no-such-user': [404, 'There is no user with that e-mail address.'],
  'no-such-review': [404, 'There is no review with that id.'],
  'already-reviewed': [
    409,
    'You have already written a review: each customer writes one. Thank you for yours.',
  ],
  'not-in-cart': [404, 'This tool is not in your cart.'],
  /** The sign-in exchange: no ID token, one that proves nothing, or another e-mail's. */
  'id-token-missing': [401, 'Sign in first: this call needs your sign-in token.'],
  'sign-in-unverified': [401, 'Your sign-in could not be verified. Please sign in again.'],
  'sign-in-of-another-email': [403, 'This sign-in belongs to another e-mail address.'],
  'bound-to-another-sign-in': [
    409,
    'This e-mail address is already linked to another sign-in. Verify the address with your sign-in provider, then sign in again.',
  ],
  'body-email-mismatch': [400, 'The e-mail in the body does not match the address in the path.'],
  'email-unchangeable': [400, 'The e-mail address cannot be changed here.'],
  'tool-unavailable': [404, 'This tool is no longer available.'],
  /** A tool of a checkout is gone. */
  'line-tool-unavailable': [
    409,
    'A tool in your cart is no longer available. Remove it, then check out again.',
  ],
  'price-changed': [409, 'The price of this tool has just changed. Please review your order.'],
  'tool-changed': [409, 'This tool changed while you ordered. Please try again.'],
  /** An Idempotency-Key already used by this account for another request. */
  'idempotency-key-reused': [
    409,
    'This Idempotency-Key was already used for another order. Send a new key for a new order.',
  ],
  'order-changed': [409, 'This order changed meanwhile. Reload it and try again.'],
  'paid-meanwhile': [409, 'This order has been paid meanwhile, so it cannot be removed.'],
  'order-lapsed': [
    409,
    'This order lapsed before it was paid and its stock was released. Please order again.',
  ],
  'order-gone': [409, 'This order no longer exists: it was removed or it lapsed unpaid.'],
  'payment-not-found': [409, 'No payment with that transaction id was found.'],
  'payment-for-another-order': [409, 'That payment was made for another order.'],
  'payment-not-succeeded': [409, 'That payment has not gone through.'],
  'amount-mismatch': [409, "That payment does not match this order's total."],
  'no-such-quote': [404, 'There is no quote with that id.'],
  'quote-changed': [409, 'This quote changed meanwhile. Reload it and try again.'],
  /** A payment of an order that was removed or lapsed: the gateway will not charge it. */
  'payment-cancelled': [
    409,
    'This payment was cancelled because its order was removed or has lapsed. Nothing was charged.',
  ],
  'no-such-company': [404, 'There is no company with that id.'],
  /** Checkout named a company delivery address that is not one of the buyer's company's. */
  'not-a-company-address': [
    400,
    "That address is not one of your company's delivery addresses. Choose one of them, or type the address.",
  ],
  'company-admin-only': [403, 'Only a company admin of this company can do this.'],
  'no-such-member': [404, 'That person is not a member of this company.'],
  'last-company-admin': [
    409,
    'A company needs at least one company admin: make someone else company admin first.',
  ],
  'already-a-member': [409, 'That person is already a member of this company.'],
  'already-in-a-company': [
    409,
    'You already belong to a company: a person can belong to one company only.',
  ],
  'applicant-in-a-company': [
    409,
    'The applicant already belongs to a company, so this application cannot be approved.',
  ],
  'no-such-invitation': [404, 'There is no invitation with that id.'],
  'invitation-for-another-email': [
    403,
    'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
  ],
  'invitation-used': [409, 'This invitation has already been accepted or withdrawn.'],
  'invitation-expired': [
    409,
    'This invitation has expired. Ask your company admin to invite you again.',
  ],
  'application-pending': [
    409,
    'You already have an application for a trade account waiting for our answer.',
  ],
  'no-such-application': [404, 'There is no application with that id.'],
  'application-decided': [409, 'This application has already been answered.'],
  'not-paid': [409, NOT_PAID],
  'refund-key-reused': [
    409,
    'This refund was already asked for another order. Reload the page and try again.',
  ],
  /** The card gateway did not answer: the refund stays pending until asked again. */
  'refund-unconfirmed': [
    503,
    'The card service did not confirm the refund. It is kept pending and the store asks again every few minutes; sending it again is safe too: it will not be refunded twice.',
  ],
  'no-such-credit-note': [
    404,
    'There is no credit note for that refund: it is issued once the refund is done.',
  ],
  'approver-only': [
    403,
    'Only an approver or a company admin of this company can approve or decline orders.',
  ],
  'own-order-approval': [
    403,
    'You cannot approve or decline your own order: another approver of your company must.',
  ],
  'no-such-approval': [404, 'There is no order waiting for approval with that id in this company.'],
  'approval-decided': [409, 'This order has already been approved or declined.'],
  'approval-lapsed': [
    409,
    'This order lapsed unpaid or was withdrawn before a decision, and its tools went back on sale.',
  ],
  'no-account-terms': [
    409,
    'Your company has no payment terms, so this order cannot go on account. You can pay it by card.',
  ],
  'po-number-required': [
    400,
    'Your company asks for a PO number on every order on account: type it, then try again.',
  ],
  'not-a-company-order': [
    409,
    "Only an order placed as a member of a company with payment terms can go on the company's account. You can pay it by card.",
  ],
  'no-such-settlement': [404, 'There is no payment of invoices with that id. Start it again.'],
  'settled-by-another-payment': [
    409,
    'These invoices were already paid with another card payment.',
  ],
  'return-not-shipped': [409, RETURN_NOT_SHIPPED],
  'return-window-closed': [409, RETURN_WINDOW_CLOSED],
  'no-such-return': [404, 'There is no return with that id.'],
  'return-decided': [409, 'This return has already been accepted or refused.'],
  'return-not-accepted': [
    409,
    'Only an accepted return can be marked received: accept it first, or it was refused.',
  ],
  'no-such-carrier': [404, 'There is no carrier with that id. Choose one of the list.'],
  'carrier-name-taken': [409, 'There is already a carrier with that name.'],
  'carrier-in-use': [
    409,
    'Shipments went with this carrier, so it cannot be deleted: their tracking links need it. Rename it instead.',
  ],
  'shipment-key-reused': [
    409,
    'This Idempotency-Key was already used for another shipment of this order. Send a new key for a new shipment.',
  ],
  /** A catalogue import applied to another catalogue than its dry run checked (item 6). */
  'catalogue-changed': [
    409,
    'The catalogue changed since your dry run (a sale, an edit or another import), so nothing was imported. Run the dry run again, then apply.',
  ],
  'not-yours': [
    403,
    (refusal: { readonly what: 'orders' | 'profile' | 'role' }) =>
      `You can only access your own ${refusal.what}.`,
  ],
  'line-price-changed': [
    409,
    (refusal: { readonly toolName: string }) =>
      `The price of ${refusal.toolName} has just changed. Please review your cart.`,
  ],
  /** A bad input, said by the domain (its schemas, quantities and totals). */
  invalid: [400, said],
  /** The quantity fitted when checked, but the stock moved before it was reserved. */
  'quantity-no-longer-fits': [409, said],
  'unpaid-order-limit': [
    409,
    (refusal: { readonly limit: number }) =>
      `You already have ${refusal.limit} unpaid orders. Please pay or delete one of them before placing another.`,
  ],
  /** With this order the customer's unpaid orders would pass the value or units they may hold. */
  'unpaid-value-limit': [409, unpaidHold(formatAmount, 'comes to')],
  'unpaid-units-limit': [409, unpaidHold((count) => `${units.format(count)} units`, 'holds')],
  /** The order lifecycle says no (the domain's sentence). */
  lifecycle: [409, said],
  /** A quoted tool left the catalogue: the quote cannot become an order. */
  'quote-tool-unavailable': [
    409,
    (refusal: { readonly toolName: string }) =>
      `${refusal.toolName} is no longer in our catalogue, so this quote cannot become an order. Please ask us for a new quote.`,
  ],
  /** Trade accounts (issue 25). */
  'too-many-invitations': [
    409,
    (refusal: { readonly limit: number }) =>
      `Your company already has ${refusal.limit} invitations waiting. Wait for some to be accepted or to expire before inviting more.`,
  ],
  'too-many-applications': [
    409,
    (refusal: { readonly limit: number }) =>
      `You have applied for a trade account ${refusal.limit} times this year. Please write to us if your company still needs one.`,
  ],
  /** Refunds (issue 26). */
  'refund-too-large': [
    409,
    (refusal: { readonly refundableCents: number }) =>
      refundTooLargeSentence(refusal.refundableCents),
  ],
  /** The card gateway will not give the money back (its reason). */
  'refund-declined': [
    502,
    (refusal: { readonly message: string }) =>
      `The card service declined the refund: ${refusal.message}`,
  ],
  /** Net terms and invoices on account (issue 26, items 1-3). */
  'over-credit-limit': [
    409,
    (refusal: { readonly availableCents: number }) =>
      overCreditLimitSentence(refusal.availableCents),
  ],
  'account-on-hold': [
    409,
    (refusal: Invoiced) =>
      `Invoice ${refusal.invoiceNumber} is more than 30 days overdue, so your company cannot order on account until it is paid. You can pay this order by card.`,
  ],
  'no-such-account-invoice': [
    404,
    (refusal: Invoiced) =>
      `There is no invoice ${refusal.invoiceNumber} on this company's account.`,
  ],
  'invoice-paid': [
    409,
    (refusal: Invoiced) =>
      `Invoice ${refusal.invoiceNumber} is already paid. Reload the statement and choose again.`,
  ],
  'amount-not-sum': [
    409,
    (refusal: { readonly sumCents: number }) => amountNotSumSentence(refusal.sumCents),
  ],
  'transfer-too-large': [
    409,
    (refusal: { readonly balanceCents: number; readonly invoiceCount: number }) =>
      transferTooLargeSentence(refusal.balanceCents, refusal.invoiceCount),
  ],
  /** Shipments and carriers (issue 27, item 1): the shipment rule's sentences are the domain's. */
  'not-shippable': [409, said],
  'shipment-too-large': [409, said],
} as const satisfies Record<
  string,
  readonly [DescribedRefusal['status'], string | ((refusal: never) => string)]
>;

type Table = typeof table;
type Carried<Entry> = Entry extends readonly [unknown, (refusal: infer R) => string] ? R : unknown;

/** Every reason a use case refuses, as a value: its code and what its sentence needs. */
export type Refusal = {
  [Code in keyof Table]: { readonly code: Code } & Carried<Table[Code]>;
}[keyof Table];

/** The status and the sentence of a refusal: the one place they are written. */
export function describeRefusal(refusal: Refusal): DescribedRefusal {
  const [status, sentence] = table[refusal.code];
  // Each code's sentence reads only the fields its own code carries.
  const message =
    typeof sentence === 'string' ? sentence : (sentence as (of: Refusal) => string)(refusal);
  return { status, message };
}

/** The refusal of an order that would pass what one customer may hold unpaid. */
export function unpaidLimitRefusal(exceeded: UnpaidLimitExceeded): Refusal {
  if (exceeded.kind === 'orders') return { code: 'unpaid-order-limit', limit: exceeded.limit };
  const code = exceeded.kind === 'value' ? 'unpaid-value-limit' : 'unpaid-units-limit';
  return { code, limit: exceeded.limit, held: exceeded.held, total: exceeded.total };
}

/** The status a refusal's code answers with, whatever it carries (the API's reference lists it). */
export function refusalStatus(code: string): DescribedRefusal['status'] {
  const entry = (table as Record<string, readonly [DescribedRefusal['status'], unknown]>)[code];
  if (!entry) throw new Error(`No refusal is called ${code}`);
  return entry[0];
}

export const sentenceOf = (refusal: Refusal): string => describeRefusal(refusal).message;
