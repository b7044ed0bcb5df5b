// A whole store in memory: the four fakes sharing one state, for tests and Storybook
// stories that need a working shop with no network.
import type { AppPorts } from '../../ports/app-ports';
import type { AuthUser } from '../../ports/auth.port';
import { createVisitorCart, catalogueOver } from '../browser/visitor-cart';
import { readKeptLines } from '../browser/visitor-cart-storage';
import { TypedCardFields } from '../local-payment/typed-card-fields';
import { ApiInMemory } from './api.in-memory';
import { AuthInMemory } from './auth.in-memory';
import { DEMO_ACCOUNTS, DEMO_SEED } from './demo-data';
import { seedCompanies } from './company-store.in-memory';
import { seedPriceLists } from './price-lists.in-memory';
import { createMemoryState, type MemorySeed, type MemoryState } from './memory-state';
import { PaymentInMemory, type PaymentInMemoryOptions } from './payment.in-memory';
import { StorageInMemory } from './storage.in-memory';
import { TokenStoreInMemory } from './token-store.in-memory';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface MemoryWorld {
  readonly state: MemoryState;
  readonly api: ApiInMemory;
  readonly auth: AuthInMemory;
  readonly payment: PaymentInMemory;
  readonly tokens: TokenStoreInMemory;
  /** The same fakes in the shape the composition root hands to the app. */
  readonly ports: AppPorts;
  /**
   * Signs in as the app does: the identity provider first, then the ID token exchanged for
   * the API's token, which goes into the token store with its holder. Throws when a step
   * fails, since a test or a story that cannot sign in has nothing to show.
   */
  signInAs(who: keyof typeof DEMO_ACCOUNTS | Credentials): Promise<AuthUser>;
}

export interface MemoryWorldOptions {
  /** The world's clock (order deadlines, card expiry); the system clock by default. */
  readonly now?: () => Date;
  readonly payment?: PaymentInMemoryOptions;
}

/** A fresh store: the demo data, with any part of it replaced by `seed`. */
export function createMemoryWorld(
  seed: Partial<MemorySeed> = {},
  options: MemoryWorldOptions = {},
): MemoryWorld {
  const state = createMemoryState({ ...DEMO_SEED, ...seed }, options.now);
  const companies = seed.companies ?? DEMO_SEED.companies ?? [];
  seedCompanies(state, companies);
  seedPriceLists(state, companies);
  const tokens = new TokenStoreInMemory();
  const api = new ApiInMemory(state, tokens);
  const auth = new AuthInMemory(state);
  const payment = new PaymentInMemory(state, api, options.payment);
  // The browser's storage for a visitor's cart: one per world, like one browser.
  const storage = new StorageInMemory();
  const visitorCart = createVisitorCart(() => storage, catalogueOver(api));

  async function signInAs(who: keyof typeof DEMO_ACCOUNTS | Credentials): Promise<AuthUser> {
    const { email, password } = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
    const signedIn = await auth.signInWithEmail(email, password);
    if (!signedIn.ok) throw new Error(`Sign-in as ${email} failed: ${signedIn.error.message}`);
    const idToken = await auth.getIdToken();
    if (idToken === null) throw new Error(`No ID token for ${email}`);
    const user = signedIn.value;
    const exchanged = await api.exchangeToken(user.email, idToken, {
      name: user.displayName ?? '',
    });
    if (!exchanged.ok) throw new Error(`Token exchange failed: ${exchanged.error.message}`);
    tokens.set(exchanged.value.token);
    tokens.setHolder({ email: user.email, name: user.displayName });
    return user;
  }

  return {
    state,
    api,
    auth,
    payment,
    tokens,
    ports: {
      api,
      loadAuth: () => Promise.resolve(auth),
      // The fake takes a typed card, as the local test-mode gateway does: same card form.
      loadPayment: () => Promise.resolve({ port: payment, CardFields: TypedCardFields }),
      tokens,
      loadVisitorCart: () => Promise.resolve(visitorCart),
      visitorCartSize: () => readKeptLines(() => storage).length,
    },
    signInAs,
  };
}
