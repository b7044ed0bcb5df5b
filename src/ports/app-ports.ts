// The set of ports the composition root hands to the app (router context and machines).
import type { ApiPort } from './api.port';
import type { AuthPort } from './auth.port';
import type { PaymentKit } from './payment.port';
import type { TokenStore } from './token-store.port';
import type { VisitorCartPort } from './visitor-cart.port';

export interface AppPorts {
  readonly api: ApiPort;
  /** Loaded on demand: the home page renders without waiting for the identity provider. */
  readonly loadAuth: () => Promise<AuthPort>;
  /** Loaded on demand: payment code (port and card fields) is only fetched on the payment page. */
  readonly loadPayment: () => Promise<PaymentKit>;
  readonly tokens: TokenStore;
  /** A visitor's cart, kept in the browser; its code loads with a visitor's first cart call. */
  readonly loadVisitorCart: () => Promise<VisitorCartPort>;
  /** How many tools a visitor's cart holds, read without loading the cart's code. */
  readonly visitorCartSize: () => number;
}
