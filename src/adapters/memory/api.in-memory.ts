// ApiPort kept in memory, with the API server's rules: the same roles and owners, the same
// validation (the domain's schemas), the same order pricing, stock and lifecycle, and the
// same refusals. Every answer is a copy, so a caller can never change the store by accident.
import type * as v from 'valibot';
import { EmailSchema, IdSchema } from '../../domain/fields';
import { orderTotal, toCents } from '../../domain/money';
import {
  PaymentIntentInputSchema,
  PayOrderInputSchema,
  PlaceOrderInputSchema,
  type Order,
  type PlaceOrderInput,
} from '../../domain/order';
import { transitionOrder } from '../../domain/order-status';
import { parseInput } from '../../domain/parse';
import { checkQuantity } from '../../domain/quantity';
import { NewReviewInputSchema, type NewReviewInput } from '../../domain/review';
import { NewToolInputSchema, type NewToolInput } from '../../domain/tool';
import {
  ProfileUpdateInputSchema,
  UserUpsertInputSchema,
  isAdmin,
  type ProfileUpdateInput,
  type User,
  type UserUpsertInput,
} from '../../domain/user';
import type { ApiError, ApiPort, ApiResult } from '../../ports/api.port';
import { fail, ok, type Result } from '../../ports/result';
import type { TokenStore } from '../../ports/token-store.port';
import { authenticate, requireAdmin, requireSelfOrAdmin, type Caller } from './api-access';
import { conflict, forbidden, invalid, NO_SUCH, notFound, SIMULATED } from './api-errors';
import {
  accountOfIdToken,
  newId,
  normaliseEmail,
  type MemoryState,
  type PaymentRecord,
} from './memory-state';
import { SimulatedFaults } from './simulated-faults';

type Outcome<T> = Result<T, ApiError>;

/** The largest total a card payment can carry (Stripe's USD limit), as the server has it. */
export const MAX_ORDER_TOTAL = 999_999;
export const ORDER_TOO_LARGE = 'An order can total at most $999,999. Please order fewer.';

function check<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Outcome<v.InferOutput<S>> {
  const parsed = parseInput(schema, input);
  return parsed.ok ? ok(parsed.value) : fail(invalid(parsed.message));
}

function checkEmail(raw: string): Outcome<string> {
  const email = check(EmailSchema, raw);
  return email.ok ? ok(normaliseEmail(email.value)) : email;
}

const copy = <T>(value: T): T => structuredClone(value);

const randomHex = (): string => crypto.randomUUID().replaceAll('-', '');

export class ApiInMemory implements ApiPort {
  private readonly faults = new SimulatedFaults<'network' | 'server'>();

  constructor(
    private readonly state: MemoryState,
    /** Where the caller keeps the token `exchangeToken` gave, as the HTTP adapter reads it. */
    private readonly tokens: TokenStore,
  ) {}

  /** The next call fails as if the store were unreachable ('network') or broken ('server'). */
  failNext(kind: 'network' | 'server' = 'network'): void {
    this.faults.failNext(kind);
  }

  /** Every call answers after `ms`; `Infinity` never answers. */
  delay(ms: number): void {
    this.faults.delay(ms);
  }

  resetFaults(): void {
    this.faults.reset();
  }

  // --- sign-in and users ---

  exchangeToken(
    email: string,
    idToken: string,
    profile: UserUpsertInput,
  ): ApiResult<{ token: string }> {
    return this.answer(() => {
      const target = checkEmail(email);
      if (!target.ok) return target;
      const account = accountOfIdToken(this.state, idToken);
      if (!account) {
        return fail({
          kind: 'unauthorized',
          status: 401,
          message: 'Your sign-in could not be verified. Please sign in again.',
        });
      }
      if (account.email !== target.value) {
        return fail(forbidden('This sign-in belongs to another e-mail address.'));
      }
      const body = check(UserUpsertInputSchema, profile);
      if (!body.ok) return body;
      if (body.value.email !== undefined && normaliseEmail(body.value.email) !== target.value) {
        return fail(invalid('The e-mail in the body does not match the address in the path.'));
      }
      this.upsertUser(target.value, body.value.name || (account.displayName ?? ''));
      const token = `mem_${randomHex()}`;
      this.state.accessTokens.set(token, target.value);
      return ok({ token });
    });
  }

  isAdmin(email: string): ApiResult<{ admin: boolean }> {
    return this.asSelfOrAdmin(email, 'role', (target) => {
      const user = this.state.users.get(target);
      return user ? ok({ admin: isAdmin(user) }) : fail(notFound(NO_SUCH.user));
    });
  }

  getProfile(email: string): ApiResult<User> {
    return this.asSelfOrAdmin(email, 'profile', (target) => {
      const user = this.state.users.get(target);
      return user ? ok(copy(user)) : fail(notFound(NO_SUCH.user));
    });
  }

  updateProfile(email: string, profile: ProfileUpdateInput): ApiResult<{ modifiedCount: number }> {
    return this.asSelfOrAdmin(email, 'profile', (target) => {
      // Strict: a `role` (or any unknown field) is refused, never silently applied.
      const body = check(ProfileUpdateInputSchema, profile);
      if (!body.ok) return body;
      const { email: bodyEmail, ...fields } = body.value;
      if (bodyEmail !== undefined && normaliseEmail(bodyEmail) !== target) {
        return fail(invalid('The e-mail address cannot be changed here.'));
      }
      const user = this.state.users.get(target);
      if (!user) return fail(notFound(NO_SUCH.user));
      for (const [field, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(user, { [field]: value });
      }
      return ok({ modifiedCount: 1 });
    });
  }

  listUsers(): ApiResult<readonly User[]> {
    return this.asAdmin(() => ok([...this.state.users.values()].map(copy)));
  }

  makeAdmin(email: string): ApiResult<{ modifiedCount: number }> {
    return this.asAdmin(() => {
      const target = checkEmail(email);
      if (!target.ok) return target;
      const user = this.state.users.get(target.value);
      if (!user) return fail(notFound(NO_SUCH.user));
      if (isAdmin(user)) return ok({ modifiedCount: 0 });
      user.role = 'admin';
      return ok({ modifiedCount: 1 });
    });
  }

  // --- the catalogue and reviews ---

  listTools() {
    return this.answer(() => ok([...this.state.tools.values()].map(copy)));
  }

  getTool(id: string) {
    return this.answer(() => {
      const toolId = check(IdSchema, id);
      if (!toolId.ok) return toolId;
      const tool = this.state.tools.get(toolId.value);
      return tool ? ok(copy(tool)) : fail(notFound(NO_SUCH.tool));
    });
  }

  addTool(tool: NewToolInput): ApiResult<{ insertedId: string }> {
    return this.asAdmin(() => {
      const body = check(NewToolInputSchema, tool);
      if (!body.ok) return body;
      const insertedId = newId();
      this.state.tools.set(insertedId, { _id: insertedId, ...body.value });
      return ok({ insertedId });
    });
  }

  deleteTool(id: string): ApiResult<{ deletedCount: number }> {
    return this.asAdmin(() => {
      const toolId = check(IdSchema, id);
      if (!toolId.ok) return toolId;
      if (!this.state.tools.delete(toolId.value)) return fail(notFound(NO_SUCH.tool));
      return ok({ deletedCount: 1 });
    });
  }

  listReviews() {
    return this.answer(() => ok([...this.state.reviews.values()].map(copy)));
  }

  addReview(review: NewReviewInput): ApiResult<{ insertedId: string }> {
    return this.signedIn(() => {
      const body = check(NewReviewInputSchema, review);
      if (!body.ok) return body;
      const insertedId = newId();
      this.state.reviews.set(insertedId, { _id: insertedId, ...body.value });
      return ok({ insertedId });
    });
  }

  // --- orders and payments ---

  placeOrder(order: PlaceOrderInput): ApiResult<{ insertedId: string }> {
    return this.signedIn((caller) => {
      const body = check(PlaceOrderInputSchema, order);
      if (!body.ok) return body;
      const tool = this.state.tools.get(body.value.toolId);
      if (!tool) return fail(notFound(NO_SUCH.orderedTool));
      const quantity = checkQuantity(tool, body.value.toolQty);
      if (!quantity.ok) return fail(invalid(quantity.message));
      if (tool.price * quantity.qty > MAX_ORDER_TOTAL) return fail(invalid(ORDER_TOO_LARGE));
      // Checked and reserved in one synchronous step: no other call can sell the same units.
      tool.availableQty -= quantity.qty;
      const placed: Order = {
        _id: newId(),
        toolId: tool._id,
        toolName: tool.name,
        toolQty: quantity.qty,
        // The price comes from the tool; whatever the browser sent is ignored.
        toolPrice: orderTotal(tool.price, quantity.qty),
        toolImg: tool.img,
        name: body.value.name,
        // The order belongs to whoever is signed in, whatever the body says.
        email: caller.email,
        address: body.value.address,
        phone: body.value.phone,
        paid: false,
        status: 'unpaid',
      };
      this.state.orders.set(placed._id, placed);
      return ok({ insertedId: placed._id });
    });
  }

  listMyOrders(email: string): ApiResult<readonly Order[]> {
    return this.asSelfOrAdmin(email, 'orders', (target) =>
      ok([...this.state.orders.values()].filter((order) => order.email === target).map(copy)),
    );
  }

  listAllOrders(): ApiResult<readonly Order[]> {
    return this.asAdmin(() => ok([...this.state.orders.values()].map(copy)));
  }

  getOrder(id: string): ApiResult<Order> {
    return this.signedIn((caller) => {
      const order = this.orderFor(caller, id);
      return order.ok ? ok(copy(order.value)) : order;
    });
  }

  payOrder(id: string, transactionId: string): ApiResult<{ modifiedCount: number }> {
    return this.signedIn((caller) => {
      const found = this.orderFor(caller, id);
      if (!found.ok) return found;
      const order = found.value;
      const body = check(PayOrderInputSchema, { transactionId });
      if (!body.ok) return body;
      const paidWith = body.value.transactionId;
      // Repeating the call that already paid this order changes nothing and is fine.
      if (order.paid && order.transactionId === paidWith) return ok({ modifiedCount: 0 });
      const transition = transitionOrder(order, { type: 'pay', transactionId: paidWith });
      if (!transition.ok) return fail(conflict(transition.message));
      const settled = this.checkSettled(order, this.state.payments.get(paidWith));
      if (!settled.ok) return settled;
      if (!transition.removed) Object.assign(order, transition.next);
      return ok({ modifiedCount: 1 });
    });
  }

  deleteOrder(id: string): ApiResult<{ deletedCount: number }> {
    return this.signedIn((caller) => {
      const found = this.orderFor(caller, id);
      if (!found.ok) return found;
      const order = found.value;
      // A customer deletes their own order; an admin removing someone else's cancels it.
      const type = caller.email === order.email ? 'delete' : 'cancel';
      const transition = transitionOrder(order, { type });
      if (!transition.ok) return fail(conflict(transition.message));
      this.state.orders.delete(order._id);
      const tool = this.state.tools.get(order.toolId);
      if (tool) tool.availableQty += order.toolQty;
      return ok({ deletedCount: 1 });
    });
  }

  shipOrder(id: string): ApiResult<{ modifiedCount: number }> {
    return this.asAdmin((caller) => {
      const found = this.orderFor(caller, id);
      if (!found.ok) return found;
      const transition = transitionOrder(found.value, { type: 'ship' });
      if (!transition.ok) return fail(conflict(transition.message));
      if (!transition.removed) Object.assign(found.value, transition.next);
      return ok({ modifiedCount: 1 });
    });
  }

  createPaymentIntent(orderId: string): ApiResult<{ clientSecret: string }> {
    return this.signedIn((caller) => {
      const body = check(PaymentIntentInputSchema, { orderId });
      if (!body.ok) return body;
      const order = this.state.orders.get(body.value.orderId);
      if (!order) return fail(notFound(NO_SUCH.order));
      // Only the customer pays; an admin has no card to charge for someone else's order.
      if (order.email !== caller.email) return fail(forbidden('You can only pay your own orders.'));
      const canPay = transitionOrder(order, { type: 'pay', transactionId: 'pending' });
      if (!canPay.ok) return fail(conflict(canPay.message));
      return ok({ clientSecret: this.openIntent(order).clientSecret });
    });
  }

  // --- the rules every call shares ---

  private async answer<T>(work: () => Outcome<T>): ApiResult<T> {
    const fault = await this.faults.beforeCall();
    if (fault) return fail(SIMULATED[fault]);
    return work();
  }

  private signedIn<T>(work: (caller: Caller) => Outcome<T>): ApiResult<T> {
    return this.answer(() => {
      const caller = authenticate(this.state, this.tokens);
      return caller.ok ? work(caller.value) : caller;
    });
  }

  private asAdmin<T>(work: (caller: Caller) => Outcome<T>): ApiResult<T> {
    return this.signedIn((caller) => {
      const admin = requireAdmin(caller);
      return admin.ok ? work(admin.value) : admin;
    });
  }

  /** A call about `email`'s own data: refused for anyone else but an admin. */
  private asSelfOrAdmin<T>(
    email: string,
    what: string,
    work: (target: string) => Outcome<T>,
  ): ApiResult<T> {
    return this.signedIn((caller) => {
      const target = checkEmail(email);
      if (!target.ok) return target;
      const allowed = requireSelfOrAdmin(caller, target.value, what);
      return allowed.ok ? work(target.value) : allowed;
    });
  }

  /** The stored order (not a copy) the caller may act on. */
  private orderFor(caller: Caller, id: string): Outcome<Order> {
    const orderId = check(IdSchema, id);
    if (!orderId.ok) return orderId;
    const order = this.state.orders.get(orderId.value);
    if (!order) return fail(notFound(NO_SUCH.order));
    const allowed = requireSelfOrAdmin(caller, order.email, 'orders');
    return allowed.ok ? ok(order) : allowed;
  }

  /** The ledger, not the browser, says whether this order was paid, and for how much. */
  private checkSettled(order: Order, payment: PaymentRecord | undefined): Outcome<true> {
    if (!payment) return fail(conflict('No payment with that transaction id was found.'));
    if (payment.orderId !== order._id) {
      return fail(conflict('That payment was made for another order.'));
    }
    if (payment.status !== 'succeeded') return fail(conflict('That payment has not gone through.'));
    if (payment.amountCents !== toCents(order.toolPrice)) {
      return fail(conflict("That payment does not match this order's total."));
    }
    return ok(true);
  }

  /** Reloading the payment page reuses the open intent instead of piling up new ones. */
  private openIntent(order: Order): PaymentRecord {
    const amountCents = toCents(order.toolPrice);
    for (const payment of this.state.payments.values()) {
      const open = payment.status === 'requires_payment_method';
      if (open && payment.orderId === order._id && payment.amountCents === amountCents) {
        return payment;
      }
    }
    const id = `pi_mem_${randomHex().slice(0, 24)}`;
    const payment: PaymentRecord = {
      id,
      clientSecret: `${id}_secret_${randomHex()}`,
      orderId: order._id,
      amountCents,
      status: 'requires_payment_method',
    };
    this.state.payments.set(id, payment);
    return payment;
  }

  private upsertUser(email: string, name: string): void {
    const user = this.state.users.get(email);
    // Never a role: sign-in only creates customers; an existing role stays as it is.
    if (!user) this.state.users.set(email, { _id: newId(), name, email });
    else if (name !== '') user.name = name;
  }
}
