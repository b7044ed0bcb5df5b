// The terms' and statements' calls (src/ports/calls/terms.calls.ts), each answered by its
// use case: the API server registers these, and the in-memory API serves them.
import type {
  InvoicePaymentIntentInput,
  RecordInvoicePaymentInput,
  RecordTransferInput,
} from '../../domain/account-statement';
import type { PayOnAccountInput, SetTermsInput } from '../../domain/account-terms';
import type { CallHandlers, ById } from '../served-call';
import { companyTerms, setCompanyTerms } from './company-terms';
import { recordInvoicePayment, recordTransfer, startInvoicePayment } from './invoice-payments';
import { payOnAccount } from './pay-on-account';
import { companyStatement } from './statement';
import type { TermsDeps } from './terms-deps';

export const termsHandlers = {
  getCompanyTerms: (deps, ask: ById) => companyTerms(deps, ask.viewer, ask.params.id),
  setCompanyTerms: (deps, ask: ById<SetTermsInput>) =>
    setCompanyTerms(deps, ask.viewer, ask.params.id, ask.body),
  payOnAccount: (deps, ask: ById<PayOnAccountInput>) =>
    payOnAccount(deps, ask.viewer, ask.params.id, ask.body),
  getCompanyStatement: (deps, ask: ById) => companyStatement(deps, ask.viewer, ask.params.id),
  startInvoicePayment: (deps, ask: ById<InvoicePaymentIntentInput>) =>
    startInvoicePayment(deps, ask.viewer, ask.params.id, ask.body),
  recordInvoicePayment: (deps, ask: ById<RecordInvoicePaymentInput>) =>
    recordInvoicePayment(deps, ask.viewer, ask.params.id, ask.body),
  recordTransfer: (deps, ask: ById<RecordTransferInput>) =>
    recordTransfer(deps, ask.viewer, ask.params.id, ask.body),
} satisfies CallHandlers<TermsDeps>;
