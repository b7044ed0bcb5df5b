// The composition root: the one place that picks adapters for the ports. The identity
// provider (Firebase: its Auth emulator by default, a real project when the VITE_FIREBASE_*
// variables are set) and the payment code are imported on demand only, so the home page
// never waits for them.
import { createLocalStorageTokenStore } from '../adapters/browser/token-store.local-storage';
import { readKeptLines } from '../adapters/browser/visitor-cart-storage';
import { createHttpApi } from '../adapters/http/api.http';
import { adoptingFetch, takeStartedReads } from '../adapters/http/early-reads';
import type { ApiPort } from '../ports/api.port';
import type { AppPorts } from '../ports/app-ports';
import type { PaymentKit } from '../ports/payment.port';
import { loadedOnce } from './loaded-once';

// The API on the app's own origin: the web server (npm start) or nginx passes /api on.
const DEFAULT_API_URL = '/api';

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
  // The page's first reads, started by index.html's inline bootstrap: adopted, not sent again.
  const fetch = adoptingFetch(takeStartedReads(window));
  const api = createHttpApi({ baseUrl: apiUrl, tokens, fetch });
  return {
    api,
    // One Firebase instance for the page, loaded on first use.
    loadAuth: loadedOnce(async () => {
      const [{ createFirebaseAuth }, { firebaseConfigFromEnv }] = await Promise.all([
        import('../adapters/firebase/auth.firebase'),
        import('../adapters/firebase/firebase-config'),
      ]);
      return createFirebaseAuth(firebaseConfigFromEnv(import.meta.env));
    }),
    // Loaded on the first visit to a payment page, and kept for the next ones.
    loadPayment: loadedOnce(() => loadPaymentKit(api, apiUrl)),
    tokens,
    loadVisitorCart: loadedOnce(() =>
      import('../adapters/browser/visitor-cart').then((m) => m.createBrowserVisitorCart(api)),
    ),
    visitorCartSize: () => readKeptLines(() => window.localStorage).length,
  };
}
