// Net terms and statements (issue 26, items 1-3): a store admin grants a company terms and a
// credit limit; its buyer puts an unpaid order on the company's account; its company admin
// reads the statement and pays invoices by card; a store admin records a bank transfer.
import * as v from 'valibot';
import {
  AccountTermsSchema,
  PayOnAccountSchema,
  SetTermsSchema,
  type PayOnAccountInput,
  type SetTermsInput,
} from '../../domain/account-terms';
import {
  InvoicePaymentIntentSchema,
  InvoiceSettlementSchema,
  RecordInvoicePaymentSchema,
  RecordTransferSchema,
  StatementSchema,
  TransferRecordSchema,
  type InvoicePaymentIntentInput,
  type RecordInvoicePaymentInput,
  type RecordTransferInput,
} from '../../domain/account-statement';
import { OrderSchema } from '../../domain/order';
import { call, idWithBody } from './call';
import { IdParam } from './queries';

const company = { id: IdParam };

const AccountSummarySchema = v.object({
  companyId: v.string(),
  terms: v.nullable(AccountTermsSchema),
  balanceCents: v.number(),
  availableCents: v.number(),
});

const invoicePayer = ['invalid', 'no-such-company', 'company-admin-only'] as const;

export const termsCalls = {
  getCompanyTerms: call({
    method: 'get',
    path: '/company/:id/terms',
    access: 'signed-in',
    staff: ['finance'],
    summary:
      "A company's payment terms, its open balance and the credit left, in whole cents (its members and store admins).",
    params: company,
    reply: AccountSummarySchema,
    refusals: ['no-such-company'],
    request: (companyId: string) => ({ params: { id: companyId } }),
  }),
  setCompanyTerms: call({
    method: 'put',
    path: '/company/:id/terms',
    access: 'admin',
    staff: ['finance'],
    summary:
      'Grants a company net 15, 30 or 60 days, a credit limit in whole cents and whether a PO number is required; null takes the terms away (store admins).',
    params: company,
    body: SetTermsSchema,
    reply: AccountSummarySchema,
    refusals: ['invalid', 'no-such-company'],
    otherStatuses: [429],
    request: idWithBody<SetTermsInput>(),
  }),
  payOnAccount: call({
    method: 'post',
    path: '/order/:id/pay-on-account',
    access: 'signed-in',
    summary:
      "Confirms the buyer's unpaid company order on the company's account, within its credit limit, and issues its invoice with a due date.",
    params: { id: IdParam },
    body: PayOnAccountSchema,
    reply: OrderSchema,
    refusals: [
      'invalid',
      'no-such-order',
      'pay-own-orders-only',
      'lifecycle',
      'not-a-company-order',
      'no-account-terms',
      'po-number-required',
      'over-credit-limit',
      'account-on-hold',
      'order-changed',
    ],
    request: idWithBody<PayOnAccountInput>(),
  }),
  getCompanyStatement: call({
    method: 'get',
    path: '/company/:id/statement',
    access: 'signed-in',
    staff: ['finance'],
    summary:
      "A company's invoices on account, newest first, with each one's balance, the open balance and its ageing (company admins and store admins).",
    params: company,
    reply: StatementSchema,
    refusals: ['no-such-company', 'company-admin-only'],
    request: (companyId: string) => ({ params: { id: companyId } }),
  }),
  startInvoicePayment: call({
    method: 'post',
    path: '/company/:id/invoice-payments/intent',
    access: 'signed-in',
    summary:
      "Starts one card payment of several open invoices: the amount must be exactly their balances' sum (its company admins).",
    params: company,
    body: InvoicePaymentIntentSchema,
    reply: InvoiceSettlementSchema,
    status: 201,
    refusals: [...invoicePayer, 'no-such-account-invoice', 'invoice-paid', 'amount-not-sum'],
    request: idWithBody<InvoicePaymentIntentInput>(),
  }),
  recordInvoicePayment: call({
    method: 'post',
    path: '/company/:id/invoice-payments',
    access: 'signed-in',
    summary:
      'Records the card payment of a started invoice payment: every invoice it names is marked paid at once; recording it again changes nothing.',
    params: company,
    body: RecordInvoicePaymentSchema,
    reply: v.object({ paidInvoices: v.array(v.string()) }),
    refusals: [
      ...invoicePayer,
      'no-such-settlement',
      'payment-not-found',
      'payment-not-succeeded',
      'payment-for-another-order',
      'amount-mismatch',
      'invoice-paid',
      'settled-by-another-payment',
    ],
    request: idWithBody<RecordInvoicePaymentInput>(),
  }),
  recordTransfer: call({
    method: 'post',
    path: '/company/:id/transfers',
    access: 'admin',
    staff: ['finance'],
    summary:
      'Records one bank transfer against one or several invoices on account, oldest first, each in part or in full; the rest stays open, and a transfer above what they owe is refused (store admins).',
    params: company,
    body: RecordTransferSchema,
    reply: TransferRecordSchema,
    status: 201,
    refusals: ['invalid', 'no-such-company', 'no-such-account-invoice', 'transfer-too-large'],
    otherStatuses: [429],
    request: idWithBody<RecordTransferInput>(),
  }),
};
