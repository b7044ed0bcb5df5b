// The set of ports the composition root hands to the app (router context and machines).
import type { ApiPort } from './api.port';
import type { AuthPort } from './auth.port';
import type { PaymentKit } from './payment.port';
import type { TokenStore } from './token-store.port';

export interface AppPorts {
  readonly api: ApiPort;
  /** Loaded on demand: the home page renders without waiting for the identity provider. */
  readonly loadAuth: () => Promise<AuthPort>;
  /** Loaded on demand: payment code (port and card fields) is only fetched on the payment page. */
  readonly loadPayment: () => Promise<PaymentKit>;
  readonly tokens: TokenStore;
}
