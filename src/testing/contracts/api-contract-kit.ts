// What the ApiPort contract suites arrange with: signing the demo people in through the
// real exchange, acting as one of them, and the tools, orders and payments a test needs.
import { expect } from 'vitest';
import type { Order } from '../../domain/order';
import type { NewToolInput, Tool } from '../../domain/tool';
import type { ApiErrorKind, ApiPort } from '../../ports/api.port';
import type { PaymentPort } from '../../ports/payment.port';
import type { Result } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';

/** The three people the role table needs; "customer" owns the data under test. */
export type Persona = 'customer' | 'otherCustomer' | 'admin';
export type Caller = Persona | 'anonymous';

export interface Identity {
  readonly email: string;
  readonly name: string;
  /** An ID token of the identity provider proving `email`. */
  readonly idToken: string;
}

export interface ApiContractSubject {
  readonly api: ApiPort;
  /** The token store `api` reads its bearer token from. */
  readonly tokens: TokenStore;
  /** Card payments against the same store, used to pay orders for real. */
  readonly payment: PaymentPort;
  /**
   * Signs `who` in with the identity provider. The admin must already be an admin in the
   * API; the two customers must not be, and must be different people. Against a shared
   * database, give each subject new people (a test makes the customer an admin).
   */
  identify(who: Persona): Promise<Identity>;
  /**
   * Lets `days` pass for the accounts: every invoice on account falls due that many days
   * earlier (the store's clock is not the subject's to move). The hold and the statement
   * read the due dates against today, so this is time passing for them.
   */
  ageInvoices(days: number): Promise<void>;
}

/** Gives a value the arrangement needs, or stops the test saying which step failed. */
export function unwrap<T>(result: Result<T, object>, step: string): T {
  if (!result.ok) throw new Error(`${step} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A refusal of the given kind, with the API's own sentence (this one, when given). */
export function expectRefusal(
  result: Result<unknown, unknown>,
  kind: ApiErrorKind,
  message?: string,
) {
  expect(result).toMatchObject({
    ok: false,
    error: { kind, message: message ?? expect.stringMatching(/\S/) },
  });
}

export const CONTRACT_TOOL: NewToolInput = {
  name: 'Contract Test Roller',
  // A full URL: the API may turn its own /images/ paths into absolute ones.
  img: 'https://images.example.test/contract-roller.svg',
  description: 'A roller the contract tests order, pay for and ship.',
  minQty: 10,
  availableQty: 100,
  price: 7,
};

export const CONTACT = {
  name: 'Casey Customer',
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: '+1 614 555 0142',
} as const;

export const TEST_CARD = {
  kind: 'typed-card',
  number: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
} as const;

export const BILLING = {
  name: CONTACT.name,
  email: 'customer@paintco.test',
  address: CONTACT.address,
  phone: CONTACT.phone,
} as const;

export class ApiContractKit {
  private readonly tokensOf = new Map<Persona, string>();
  private readonly emailsOf = new Map<Persona, string>();

  constructor(readonly subject: ApiContractSubject) {}

  get api(): ApiPort {
    return this.subject.api;
  }

  /** Signs in through the identity provider and the API's exchange (once per person). */
  async signIn(who: Persona): Promise<{ email: string; token: string }> {
    const known = this.tokensOf.get(who);
    const knownEmail = this.emailsOf.get(who);
    if (known !== undefined && knownEmail !== undefined) return { email: knownEmail, token: known };
    const identity = await this.subject.identify(who);
    const { token } = unwrap(
      await this.api.exchangeToken(identity.email, identity.idToken, { name: identity.name }),
      `Signing in as ${who}`,
    );
    this.tokensOf.set(who, token);
    this.emailsOf.set(who, identity.email.toLowerCase());
    return { email: identity.email.toLowerCase(), token };
  }

  async email(who: Persona): Promise<string> {
    return (await this.signIn(who)).email;
  }

  /** The next calls go out as `who` (or with no token at all). */
  async actAs(who: Caller): Promise<void> {
    if (who === 'anonymous') this.subject.tokens.clear();
    else this.subject.tokens.set((await this.signIn(who)).token);
  }

  /** A new tool added by the admin, read back as the API keeps it. */
  async addTool(overrides: Partial<NewToolInput> = {}): Promise<Tool> {
    await this.actAs('admin');
    const { insertedId } = unwrap(
      await this.api.addTool({ ...CONTRACT_TOOL, ...overrides }),
      'Adding a tool',
    );
    return unwrap(await this.api.getTool(insertedId), 'Reading the tool back');
  }

  async tool(id: string): Promise<Tool> {
    return unwrap(await this.api.getTool(id), 'Reading the tool');
  }

  /** An unpaid order `who` placed for `qty` of the tool. */
  async placeOrder(who: Persona, toolId: string, toolQty: number): Promise<Order> {
    await this.actAs(who);
    const { insertedId } = unwrap(
      await this.api.placeOrder({ toolId, toolQty, ...CONTACT }),
      `Placing an order as ${who}`,
    );
    return unwrap(await this.api.getOrder(insertedId), 'Reading the order back');
  }

  /** Deletes every unpaid order of `who`: in a shared store, a test starts holding nothing. */
  async removeUnpaidOrders(who: Persona): Promise<void> {
    await this.actAs(who);
    const mine = unwrap(await this.api.listMyOrders(await this.email(who)), 'Listing my orders');
    for (const held of mine.filter((order) => order.status === 'unpaid')) {
      unwrap(await this.api.deleteOrder(held._id), 'Removing an unpaid order');
    }
  }

  /** Pays `who`'s order with the succeeding test card: the transaction id, not yet recorded. */
  async chargeCard(who: Persona, orderId: string): Promise<string> {
    await this.actAs(who);
    const { clientSecret } = unwrap(
      await this.subject.payment.getClientSecret(orderId),
      'Getting a client secret',
    );
    const { transactionId } = unwrap(
      await this.subject.payment.confirmCardPayment({
        clientSecret,
        card: TEST_CARD,
        billingDetails: BILLING,
      }),
      'Paying with the test card',
    );
    return transactionId;
  }

  /** Pays `who`'s order and records the payment on it, as the payment page does. */
  async payOrder(who: Persona, orderId: string): Promise<string> {
    const transactionId = await this.chargeCard(who, orderId);
    unwrap(await this.api.payOrder(orderId, transactionId), 'Recording the payment');
    return transactionId;
  }

  /**
   * A new tool and the customer's order of its least quantity, paid, and (with `shipped`)
   * shipped whole: what refunds, returns and shipments start from. The kit then acts as
   * the admin (as the customer, once shipped: the one who may ask to return it).
   */
  async paidOrder({ shipped = false } = {}): Promise<{ tool: Tool; order: Order }> {
    const tool = await this.addTool();
    const order = await this.placeOrder('customer', tool._id, tool.minQty);
    await this.payOrder('customer', order._id);
    await this.actAs('admin');
    if (shipped) {
      unwrap(await this.api.shipOrder(order._id), 'Shipping');
      await this.actAs('customer');
    }
    return { tool, order };
  }

  async order(id: string): Promise<Order> {
    await this.actAs('admin');
    return unwrap(await this.api.getOrder(id), 'Reading the order');
  }
}

/** Input a caller outside TypeScript could send: the API must refuse it on its own. */
export const untyped = <T>(input: Record<string, unknown>): T => input as T;

/** A well-formed id that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
