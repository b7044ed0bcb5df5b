// A company's statement (issue 26, item 3): its invoices on account, what each still owes
// (its total less the payments and credit notes against it), where each stands (open, due
// within the reminder window, overdue, paid) and the ageing of what is overdue. Whole cents.
import * as v from 'valibot';
import { IdSchema, strictObjectMessage } from './fields';
import { NET_TERMS } from './account-terms';
import { formatAmount, fromCents } from './money';

export const INVOICE_STATES = ['open', 'due', 'overdue', 'paid'] as const;
export type AccountInvoiceState = (typeof INVOICE_STATES)[number];

/** How many days before its due date an invoice counts as due (the first reminder's). */
export const DUE_SOON_DAYS = 3;

export const AccountInvoiceSchema = v.object({
  number: v.string(),
  orderId: v.string(),
  orderNumber: v.number(),
  /** ISO 8601, UTC. */
  issuedAt: v.string(),
  /** YYYY-MM-DD, UTC. */
  dueDate: v.string(),
  poNumber: v.optional(v.string()),
  totalCents: v.number(),
  paidCents: v.number(),
  creditedCents: v.number(),
  balanceCents: v.number(),
  state: v.picklist(INVOICE_STATES),
  /** 0 until the day after the due date. */
  daysOverdue: v.number(),
});
export type AccountInvoice = v.InferOutput<typeof AccountInvoiceSchema>;

export const AgeingSchema = v.object({
  currentCents: v.number(),
  days1to30Cents: v.number(),
  days31to60Cents: v.number(),
  over60Cents: v.number(),
});
export type Ageing = v.InferOutput<typeof AgeingSchema>;

export const StatementSchema = v.object({
  companyId: v.string(),
  terms: v.nullable(
    v.object({
      netDays: v.picklist(NET_TERMS),
      creditLimitCents: v.number(),
      poRequired: v.boolean(),
    }),
  ),
  balanceCents: v.number(),
  availableCents: v.number(),
  ageing: AgeingSchema,
  /** Newest first. */
  invoices: v.array(AccountInvoiceSchema),
});
export type Statement = v.InferOutput<typeof StatementSchema>;

/** An invoice on account as the stores keep it, before the day's reading. */
export type KeptAccountInvoice = Readonly<
  Omit<AccountInvoice, 'balanceCents' | 'state' | 'daysOverdue'>
>;

const DAY_MS = 86_400_000;
const dayOf = (date: Date): number =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** Whole days from the due date to `today` (UTC); 0 or less while not yet overdue. */
export const daysPastDue = (dueDate: string, today: Date): number =>
  Math.round((dayOf(today) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);

/**
 * What an invoice still owes: its total less its payments and credit notes. Below nothing
 * when a credit note refunds part of an invoice already paid: a credit the company has,
 * which lowers its open balance as a payment would.
 */
export const balanceOf = (
  invoice: Pick<KeptAccountInvoice, 'totalCents' | 'paidCents' | 'creditedCents'>,
): number => invoice.totalCents - invoice.paidCents - invoice.creditedCents;

export function readInvoice(invoice: KeptAccountInvoice, today: Date): AccountInvoice {
  const balanceCents = balanceOf(invoice);
  const past = daysPastDue(invoice.dueDate, today);
  const state: AccountInvoiceState =
    balanceCents <= 0 ? 'paid' : past > 0 ? 'overdue' : past >= -DUE_SOON_DAYS ? 'due' : 'open';
  return { ...invoice, balanceCents, state, daysOverdue: state === 'overdue' ? past : 0 };
}

export function ageingOf(invoices: readonly AccountInvoice[]): Ageing {
  const ageing = { currentCents: 0, days1to30Cents: 0, days31to60Cents: 0, over60Cents: 0 };
  for (const invoice of invoices) {
    const days = invoice.daysOverdue;
    if (days === 0) ageing.currentCents += invoice.balanceCents;
    else if (days <= 30) ageing.days1to30Cents += invoice.balanceCents;
    else if (days <= 60) ageing.days31to60Cents += invoice.balanceCents;
    else ageing.over60Cents += invoice.balanceCents;
  }
  return ageing;
}

/** The open balance: every invoice's total, less its payments and credit notes. */
export const openBalanceOf = (invoices: readonly KeptAccountInvoice[]): number =>
  invoices.reduce((sum, invoice) => sum + balanceOf(invoice), 0);

/** Past this many days overdue, a company cannot order on account until it has paid. */
export const HOLD_AFTER_DAYS = 30;

/** The oldest invoice that holds the company's ordering on account at `today`, if any. */
export function holdingInvoice(
  invoices: readonly KeptAccountInvoice[],
  today: Date,
): string | undefined {
  const held = invoices
    .filter(
      (invoice) => balanceOf(invoice) > 0 && daysPastDue(invoice.dueDate, today) > HOLD_AFTER_DAYS,
    )
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return held[0]?.number;
}

/** Why a payment of some invoices cannot begin, as both account stores refuse it. */
export type SettlementRefusal =
  | { readonly refused: 'no-such-invoice'; readonly invoiceNumber: string }
  | { readonly refused: 'invoice-paid'; readonly invoiceNumber: string }
  | { readonly refused: 'amount-not-sum'; readonly sumCents: number };

/**
 * What paying `invoiceNumbers` of the company's `invoices` (read under their locks) settles:
 * each one's balance, which must be open, and `amountCents` must be their sum to the cent.
 */
export function settlementAmounts(
  invoices: readonly KeptAccountInvoice[],
  invoiceNumbers: readonly string[],
  amountCents: number,
): { readonly amountsCents: number[]; readonly sumCents: number } | SettlementRefusal {
  const byNumber = new Map(invoices.map((invoice) => [invoice.number, invoice]));
  const amountsCents: number[] = [];
  for (const number of invoiceNumbers) {
    const invoice = byNumber.get(number);
    if (!invoice) return { refused: 'no-such-invoice', invoiceNumber: number };
    const balance = balanceOf(invoice);
    if (balance <= 0) return { refused: 'invoice-paid', invoiceNumber: number };
    amountsCents.push(balance);
  }
  const sumCents = amountsCents.reduce((sum, cents) => sum + cents, 0);
  if (sumCents !== amountCents) return { refused: 'amount-not-sum', sumCents };
  return { amountsCents, sumCents };
}

// Payments against invoices -------------------------------------------------------------

const invoiceNumbers = v.pipe(
  v.array(
    v.pipe(v.string('An invoice number must be text'), v.maxLength(40, 'No such invoice number')),
    'Name the invoices to pay as a list of invoice numbers',
  ),
  v.minLength(1, 'Choose at least one invoice to pay'),
  v.maxLength(100, 'Pay at most 100 invoices at once'),
  v.check((numbers) => new Set(numbers).size === numbers.length, 'Name each invoice once'),
);

const wholeCents = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number of cents`),
    v.integer(`${label} must be whole cents`),
    v.minValue(1, `${label} must be at least 1 cent`),
    v.maxValue(100_000_000_000, `${label} is too large`),
  );

/** `POST /company/{id}/invoice-payments/intent`: the invoices and their sum, as shown. */
export const InvoicePaymentIntentSchema = v.strictObject(
  { invoiceNumbers, amountCents: wholeCents('The amount') },
  strictObjectMessage,
);
export type InvoicePaymentIntentInput = v.InferInput<typeof InvoicePaymentIntentSchema>;

/** `POST /company/{id}/invoice-payments`: the card payment that paid them. */
export const RecordInvoicePaymentSchema = v.strictObject(
  {
    settlementId: IdSchema,
    transactionId: v.pipe(
      v.string('The transaction id must be text'),
      v.trim(),
      v.nonEmpty('The transaction id is Required'),
      v.maxLength(255, 'The transaction id is too long'),
    ),
  },
  strictObjectMessage,
);
export type RecordInvoicePaymentInput = v.InferInput<typeof RecordInvoicePaymentSchema>;

/**
 * `POST /company/{id}/transfers`: a bank transfer a store admin saw arrive, and the invoices
 * it paid (oldest first; what it does not cover stays open).
 */
export const RecordTransferSchema = v.strictObject(
  {
    invoiceNumbers,
    amountCents: wholeCents('The amount'),
    reference: v.pipe(
      v.string('The bank reference must be text'),
      v.trim(),
      v.nonEmpty('The bank reference is Required'),
      v.maxLength(100, 'The bank reference must be 100 characters or fewer'),
      // eslint-disable-next-line no-control-regex
      v.regex(/^[^\u0000-\u001f\u007f]*$/, 'The bank reference cannot hold control characters'),
    ),
  },
  strictObjectMessage,
);
export type RecordTransferInput = v.InferInput<typeof RecordTransferSchema>;

export const InvoiceSettlementSchema = v.object({
  /** The id the card payment is made for (the gateway's order id). */
  settlementId: v.string(),
  clientSecret: v.string(),
  amountCents: v.number(),
  invoiceNumbers: v.array(v.string()),
});
export type InvoiceSettlement = v.InferOutput<typeof InvoiceSettlementSchema>;

/** The transfer's invoices, as a store admin reads the transfer form. */
export const TransferRecordSchema = v.object({ invoices: v.array(AccountInvoiceSchema) });
export type TransferRecord = v.InferOutput<typeof TransferRecordSchema>;

export const transferTooLargeSentence = (balanceCents: number, invoiceCount = 1): string => {
  const one = invoiceCount === 1;
  if (balanceCents === 0) {
    return one
      ? 'This invoice is paid already: nothing is left to record against it.'
      : 'These invoices are paid already: nothing is left to record against them.';
  }
  const owed = formatAmount(fromCents(balanceCents));
  return one
    ? `This transfer is more than the invoice still owes (${owed}). Record at most that, and the rest against another invoice.`
    : `This transfer is more than the ${invoiceCount} chosen invoices still owe together (${owed}). Record at most that, and the rest against other invoices.`;
};

export const amountNotSumSentence = (sumCents: number): string =>
  `The amount must be exactly the sum of the chosen invoices' balances, ${formatAmount(fromCents(sumCents))}. Reload the statement and try again.`;
