// The composition root: the one place that picks adapters for the ports. The identity
// adapter is not in the repository yet; until it is, loading it fails with a message that
// says so (nothing on the home page needs it). Payment code is imported on demand only.
import { createLocalStorageTokenStore } from '../adapters/browser/token-store.local-storage';
import { createHttpApi } from '../adapters/http/api.http';
import type { ApiPort } from '../ports/api.port';
import type { AppPorts } from '../ports/app-ports';
import type { PaymentKit } from '../ports/payment.port';

const DEFAULT_API_URL = 'http://127.0.0.1:8787';

function notWiredYet(port: string): () => Promise<never> {
  return () => Promise.reject(new Error(`The ${port} adapter is not wired in yet.`));
}

/** Stripe when a publishable key is set, else the API's local test-mode gateway. */
async function loadPaymentKit(api: ApiPort, apiUrl: string): Promise<PaymentKit> {
  const stripeKey: string | undefined = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  if (stripeKey) {
    const { createStripePaymentKit } = await import('../adapters/stripe/stripe-payment-kit');
    return createStripePaymentKit(api, stripeKey);
  }
  const { createLocalPaymentKit } = await import('../adapters/local-payment/local-payment-kit');
  return createLocalPaymentKit({ api, baseUrl: apiUrl });
}

export function createPorts(): AppPorts {
  const tokens = createLocalStorageTokenStore();
  const apiUrl = import.meta.env.VITE_API_URL ?? DEFAULT_API_URL;
  const api = createHttpApi({ baseUrl: apiUrl, tokens });
  // Loaded once, on the first visit to a payment page, and kept for the next ones.
  let paymentKit: Promise<PaymentKit> | undefined;
  return {
    api,
    loadAuth: notWiredYet('AuthPort'),
    loadPayment: () => {
      paymentKit ??= loadPaymentKit(api, apiUrl).catch((error: unknown) => {
        paymentKit = undefined;
        throw error;
      });
      return paymentKit;
    },
    tokens,
  };
}
