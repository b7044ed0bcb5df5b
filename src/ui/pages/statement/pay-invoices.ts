// One card payment of several invoices: the store starts it for their exact sum, the card
// is charged for that settlement, and the store marks every invoice paid at once. Each
// step's refusal becomes the sentence the page shows.
import type { ApiError, ApiPort } from '../../../ports/api.port';
import type { BillingDetails, CardSource, PaymentPort } from '../../../ports/payment.port';
import { PortRefusal, valueOf } from '../../../ports/port-refusal';
import { describePaymentError } from '../../errors/describe-error';

export interface PayInvoicesInput {
  readonly invoiceNumbers: readonly string[];
  readonly amountCents: number;
  readonly card: CardSource;
}

type InvoiceApi = Pick<ApiPort, 'startInvoicePayment' | 'recordInvoicePayment'>;

/** Pays the invoices; resolves with the numbers marked paid, rejects with an ApiError. */
export function invoicePayer(
  api: InvoiceApi,
  payment: Pick<PaymentPort, 'confirmCardPayment'>,
  companyId: string,
  billingDetails: BillingDetails,
) {
  return async ({ invoiceNumbers, amountCents, card }: PayInvoicesInput): Promise<string[]> => {
    const settlement = await valueOf(
      api.startInvoicePayment(companyId, { invoiceNumbers: [...invoiceNumbers], amountCents }),
    );
    const charged = await payment.confirmCardPayment({
      clientSecret: settlement.clientSecret,
      card,
      billingDetails,
    });
    if (!charged.ok) {
      const refusal: ApiError = { kind: 'invalid', message: describePaymentError(charged.error) };
      throw new PortRefusal(refusal);
    }
    const recorded = await valueOf(
      api.recordInvoicePayment(companyId, {
        settlementId: settlement.settlementId,
        transactionId: charged.value.transactionId,
      }),
    );
    return recorded.paidInvoices;
  };
}
