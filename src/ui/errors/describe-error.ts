// The one place that turns an error value into the sentence a person reads. The API's own
// refusal sentences (and the card provider's) are shown as they come; everything else is
// written here, once, whichever adapter or machine the error came through.
import type { ApiError, ApiErrorKind } from '../../ports/api.port';
import type { PaymentError, PaymentErrorCode } from '../../ports/payment.port';
import type { SignInProblem } from '../../machines/session.machine';

const BY_KIND: Readonly<Record<ApiErrorKind, string>> = {
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  'not-found': 'We could not find what you were looking for.',
  invalid: 'The store could not accept that request. Check what you entered and try again.',
  'rate-limited': 'Too many attempts in a short time. Please wait a minute and try again.',
  network: 'We could not reach the store. Check your connection and try again.',
  server: 'The store ran into a problem. Please try again in a moment.',
};

const TIMEOUT = 'The store took too long to answer. Please try again.';
const UNREADABLE_REPLY = 'The store sent a reply we could not read. Please try again in a moment.';

/** "Please wait 30 seconds", "Please wait 2 minutes". */
function waitSentence(seconds: number): string {
  const wait =
    seconds < 90
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts in a short time. Please wait ${wait} and try again.`;
}

/** The sentence for an error of the store's API. */
export function describeError(error: ApiError): string {
  if (error.message !== undefined) return error.message;
  if (error.detail === 'timeout') return TIMEOUT;
  if (error.detail === 'unreadable-reply') return UNREADABLE_REPLY;
  if (error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined) {
    return waitSentence(error.retryAfterSeconds);
  }
  return BY_KIND[error.kind];
}

const PAYMENT_FAILED = 'Your payment could not be completed. Please try again.';

const BY_PAYMENT_CODE: Readonly<Record<PaymentErrorCode, string>> = {
  'unsupported-card': 'This card form is not supported here. Reload the page and try again.',
  'form-unavailable':
    'We could not load the payment form. Check your connection and reload the page.',
  unreachable: 'We could not reach the payment service. Check your connection and try again.',
  'provider-failed': 'The payment service ran into a problem. Please try again in a moment.',
  refused: 'The payment was refused. Check your card details and try again.',
  'unknown-payment': 'This payment is unknown. Reload the page.',
  'not-completed': 'Your payment was not completed. Please try again.',
  'no-reason': PAYMENT_FAILED,
};

/** The sentence for a card payment that did not go through: the provider's, when it gave one. */
export function describePaymentError(error: PaymentError): string {
  if ('message' in error) return error.message;
  return 'code' in error ? BY_PAYMENT_CODE[error.code] : PAYMENT_FAILED;
}

const SIGN_IN: Readonly<Record<'auth-unavailable' | 'id-token-lost' | 'unfinished', string>> = {
  'auth-unavailable': 'We could not load the sign-in service. Check your connection and try again.',
  'id-token-lost': 'Your sign-in was lost on the way. Please try again.',
  unfinished: 'Sign-in could not be finished. Please try again.',
};

/** The sentence for a sign-in that did not finish. */
export function describeSignInProblem(problem: SignInProblem): string {
  if (problem.kind === 'auth') return problem.error.message;
  if (problem.kind === 'api') return describeError(problem.error);
  return SIGN_IN[problem.kind];
}
