// Paying invoices on account. A company admin pays several open invoices with one card
// payment: the invoices and their sum are fixed first (a settlement, whose id the card
// payment is made for), then the payment is recorded against every one of them at once,
// by the browser or by the gateway's webhook, whichever comes first; the other changes
// nothing. A store admin records a bank transfer against one or several invoices, oldest
// first, in part or in full.
import {
  readInvoice,
  type InvoicePaymentIntentInput,
  type InvoiceSettlement,
  type RecordInvoicePaymentInput,
  type RecordTransferInput,
  type TransferRecord,
} from '../../domain/account-statement';
import { formatAmount, fromCents } from '../../domain/money';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import { companyAccess } from '../companies/company-access';
import type { AccountStore, SettleOutcome } from '../ports/account-store.port';
import type { PaymentRecord } from '../ports/payment-gateway.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { SYSTEM_ACTOR } from '../../domain/order-timeline';
import type { TermsDeps } from './terms-deps';
import { recordAction } from '../history/record-action';

/** `POST /company/{id}/invoice-payments/intent`: its company admins'. */
export async function startInvoicePayment(
  deps: TermsDeps,
  viewer: Viewer,
  companyId: string,
  input: InvoicePaymentIntentInput,
): Promise<Result<InvoiceSettlement, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  // A store admin reads any statement but pays none: the company pays its own invoices.
  if (access.value.role !== 'company-admin') return fail({ code: 'company-admin-only' });
  const begun = await deps.accounts.beginSettlement({
    companyId: access.value.company._id,
    invoiceNumbers: input.invoiceNumbers,
    amountCents: input.amountCents,
    actor: viewer.email,
  });
  if ('refused' in begun) {
    switch (begun.refused) {
      case 'no-such-invoice':
        return fail({ code: 'no-such-account-invoice', invoiceNumber: begun.invoiceNumber });
      case 'invoice-paid':
        return fail({ code: 'invoice-paid', invoiceNumber: begun.invoiceNumber });
      case 'amount-not-sum':
        return fail({ code: 'amount-not-sum', sumCents: begun.sumCents });
    }
  }
  const { settlementId } = begun.begun;
  const { clientSecret } = await deps.payments.createIntent({
    orderId: settlementId,
    amountCents: input.amountCents,
    currency: 'usd',
  });
  return ok({
    settlementId,
    clientSecret,
    amountCents: input.amountCents,
    invoiceNumbers: [...input.invoiceNumbers],
  });
}

/** `POST /company/{id}/invoice-payments`: the browser's record of the card payment. */
export async function recordInvoicePayment(
  deps: TermsDeps,
  viewer: Viewer,
  companyId: string,
  input: RecordInvoicePaymentInput,
): Promise<Result<{ readonly paidInvoices: string[] }, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const settlement = await deps.accounts.findSettlement(input.settlementId);
  if (!settlement || settlement.companyId !== access.value.company._id) {
    return fail({ code: 'no-such-settlement' });
  }
  const payment = await deps.payments.findPayment(input.transactionId);
  if (!payment) return fail({ code: 'payment-not-found' });
  const outcome = await settleInvoices(deps.accounts, payment, viewer.email);
  return outcome.ok ? ok({ paidInvoices: [...outcome.value] }) : outcome;
}

/**
 * The one rule for recording a card payment of invoices, from the browser, the webhook or
 * the local gateway's charge: the payment must have gone through, for this settlement, for
 * exactly its sum. Recording it again answers the invoices it paid.
 */
export async function settleInvoices(
  accounts: Pick<AccountStore, 'findSettlement' | 'settle'>,
  payment: PaymentRecord,
  actor: string,
): Promise<Result<readonly string[], Refusal>> {
  if (!payment.succeeded) return fail({ code: 'payment-not-succeeded' });
  const settlement = payment.orderId && (await accounts.findSettlement(payment.orderId));
  if (!settlement) return fail({ code: 'payment-for-another-order' });
  if (payment.currency !== 'usd' || payment.amountCents !== settlement.amountCents) {
    return fail({ code: 'amount-mismatch' });
  }
  return settledAnswer(await accounts.settle(settlement.settlementId, payment.id, actor));
}

/**
 * For the gateway's own records of a charge (the webhook, the local gateway's confirm):
 * undefined when the payment is not one of invoices, else what recording it came to.
 */
export async function settleInvoicePayment(
  accounts: Pick<AccountStore, 'findSettlement' | 'settle'>,
  payment: PaymentRecord,
): Promise<Result<readonly string[], Refusal> | undefined> {
  const settlement = payment.orderId && (await accounts.findSettlement(payment.orderId));
  if (!settlement) return undefined;
  return settleInvoices(accounts, payment, SYSTEM_ACTOR);
}

function settledAnswer(outcome: SettleOutcome): Result<readonly string[], Refusal> {
  if ('settled' in outcome) return ok(outcome.settled);
  if ('already' in outcome) return ok(outcome.already);
  if (outcome.refused === 'invoice-paid') {
    return fail({ code: 'invoice-paid', invoiceNumber: outcome.invoiceNumber });
  }
  return fail({ code: outcome.refused });
}

/**
 * `POST /company/{id}/transfers`: a store admin's. One transfer may pay several invoices,
 * oldest first; the store allocates it under the invoices' locks, so two admins recording at
 * once never pay more than is owed.
 */
export async function recordTransfer(
  deps: TermsDeps,
  viewer: Viewer,
  companyId: string,
  input: RecordTransferInput,
): Promise<Result<TransferRecord, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const company = access.value.company;
  const outcome = await deps.accounts.recordTransfer({
    companyId: company._id,
    invoiceNumbers: input.invoiceNumbers,
    amountCents: input.amountCents,
    reference: input.reference,
    actor: viewer.email,
  });
  if ('refused' in outcome) {
    return outcome.refused === 'no-such-invoice'
      ? fail({ code: 'no-such-account-invoice', invoiceNumber: outcome.invoiceNumber })
      : fail({
          code: 'transfer-too-large',
          balanceCents: outcome.balanceCents,
          invoiceCount: outcome.invoiceCount,
        });
  }
  const paid = outcome.recorded.map((invoice) => invoice.number).join(', ');
  const subject = `${formatAmount(fromCents(input.amountCents))} ${input.reference} to ${paid} (${company.name})`;
  await recordAction(deps.audit, viewer, 'invoice-transfer-recorded', subject, company._id);
  const today = deps.now();
  return ok({ invoices: outcome.recorded.map((invoice) => readInvoice(invoice, today)) });
}
