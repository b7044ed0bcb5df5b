// Net terms (issue 26, item 1): a store admin lets a company pay on account, within net 15,
// 30 or 60 days of the invoice, up to a credit limit in whole cents, with or without a PO
// number on every such order. An order confirmed on account is settled for shipping (its
// status is 'paid') but owes its invoice: its transaction id says so, as one payment per
// order is the database's rule (migration 001), and the invoice carries the due date.
import * as v from 'valibot';
import { strictObjectMessage } from './fields';
import { formatAmount, fromCents } from './money';

export const NET_TERMS = [15, 30, 60] as const;
export type NetDays = (typeof NET_TERMS)[number];

/** The largest credit limit: ten million dollars, far past any order's cap, still exact. */
export const MAX_CREDIT_LIMIT_CENTS = 1_000_000_000;

export const PO_NUMBER_MAX = 50;

export const AccountTermsSchema = v.strictObject(
  {
    netDays: v.picklist(NET_TERMS, 'Net terms must be 15, 30 or 60 days'),
    creditLimitCents: v.pipe(
      v.number('The credit limit must be a number of cents'),
      v.integer('The credit limit must be whole cents'),
      v.minValue(0, 'The credit limit cannot be negative'),
      v.maxValue(
        MAX_CREDIT_LIMIT_CENTS,
        `The credit limit can be at most ${formatAmount(fromCents(MAX_CREDIT_LIMIT_CENTS))}`,
      ),
    ),
    poRequired: v.boolean('Say whether a PO number is required: true or false'),
  },
  strictObjectMessage,
);
export type AccountTermsInput = v.InferInput<typeof AccountTermsSchema>;
export type AccountTerms = Readonly<v.InferOutput<typeof AccountTermsSchema>>;

/** `PUT /company/{id}/terms`: terms to grant, or null to take them away. */
export const SetTermsSchema = v.strictObject(
  { terms: v.nullable(AccountTermsSchema) },
  strictObjectMessage,
);
export type SetTermsInput = v.InferInput<typeof SetTermsSchema>;

// Letters, digits and the punctuation purchase-order systems use; no control characters,
// which would break the invoice's PDF and every CSV it is copied into.
const PO_NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./#_:()-]*$/u;

/** A PO number as typed: trimmed; empty is none. */
export const PoNumberSchema = v.pipe(
  v.string('The PO number must be text'),
  v.trim(),
  v.maxLength(PO_NUMBER_MAX, `The PO number must be ${PO_NUMBER_MAX} characters or fewer`),
  v.check(
    (typed) => typed === '' || PO_NUMBER_PATTERN.test(typed),
    'The PO number may hold letters, digits, spaces and . / # _ : ( ) - only',
  ),
);

/** `POST /order/{id}/pay-on-account`. */
export const PayOnAccountSchema = v.strictObject(
  { poNumber: v.optional(PoNumberSchema) },
  strictObjectMessage,
);
export type PayOnAccountInput = v.InferInput<typeof PayOnAccountSchema>;

/** The PO number as kept: absent when none was typed. */
export const keptPoNumber = (input: { readonly poNumber?: string | undefined }) =>
  input.poNumber === undefined || input.poNumber === '' ? undefined : input.poNumber;

export { isOnAccount, onAccountTransactionId } from './on-account';

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD, UTC) an invoice issued at `issuedAt` on net `netDays` falls due. */
export function dueDateOf(issuedAt: Date, netDays: number): string {
  const day = Date.UTC(issuedAt.getUTCFullYear(), issuedAt.getUTCMonth(), issuedAt.getUTCDate());
  return new Date(day + netDays * DAY_MS).toISOString().slice(0, 10);
}

/** What an invoice on account says of its terms. */
export interface InvoiceAccount {
  readonly netDays: NetDays;
  /** YYYY-MM-DD (UTC). */
  readonly dueDate: string;
  readonly poNumber?: string;
}

/** What an order is confirmed on account with: the company's net days and the PO number. */
export interface OnAccount {
  readonly netDays: NetDays;
  readonly poNumber?: string | undefined;
}

/** What the invoice of an order confirmed on account says, issued at `issuedAt`. */
export const invoiceAccountOf = (account: OnAccount, issuedAt: Date): InvoiceAccount => ({
  netDays: account.netDays,
  dueDate: dueDateOf(issuedAt, account.netDays),
  ...(account.poNumber !== undefined && { poNumber: account.poNumber }),
});

/** What a company may still put on account: never below nothing. */
export const availableCredit = (limitCents: number, openBalanceCents: number): number =>
  Math.max(0, limitCents - openBalanceCents);

/** Whether an order of `orderCents` fits the limit on top of what is open already. */
export const fitsCreditLimit = (
  limitCents: number,
  openBalanceCents: number,
  orderCents: number,
): boolean => openBalanceCents + orderCents <= limitCents;

export const overCreditLimitSentence = (availableCents: number): string =>
  availableCents === 0
    ? "Your company's credit limit is used up by invoices not yet paid, so this order cannot go on account. You can pay it by card instead."
    : `This order is more than your company's remaining credit (${formatAmount(fromCents(availableCents))}), so it cannot go on account. You can pay it by card instead.`;
