// ApiPort kept in memory, with the API server's rules: the same roles and owners, the same
// validation (the domain's schemas), the same order pricing, stock and lifecycle, and the
// same refusals. Every answer is a copy, so a caller can never change the store by accident.
import { IdSchema } from '../../domain/fields';
import type { Order, PlaceOrderInput } from '../../domain/order';
import { NewReviewInputSchema, type NewReviewInput, type Review } from '../../domain/review';
import { NewToolInputSchema, type NewToolInput, type Tool } from '../../domain/tool';
import type { ProfileUpdateInput, User, UserUpsertInput } from '../../domain/user';
import type { ApiError, ApiPort, ApiResult } from '../../ports/api.port';
import { fail, ok } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import { authenticate, requireAdmin, requireSelfOrAdmin, type Caller } from './api-access';
import { NO_SUCH, notFound, SIMULATED } from './api-errors';
import { check, checkEmail, copy, type Outcome } from './api-input';
import { OrderDesk } from './api-orders';
import { UserDirectory } from './api-users';
import { newId, type MemoryState } from './memory-state';
import { SimulatedFaults } from './simulated-faults';
import { removeExpiredOrders } from './unpaid-orders';

export class ApiInMemory implements ApiPort {
  private readonly faults = new SimulatedFaults<'network' | 'server' | ApiError>();
  private readonly orders: OrderDesk;
  private readonly users: UserDirectory;

  constructor(
    private readonly state: MemoryState,
    /** Where the caller keeps the token `exchangeToken` gave, as the HTTP adapter reads it. */
    private readonly tokens: TokenStore,
  ) {
    this.orders = new OrderDesk(state);
    this.users = new UserDirectory(state);
  }

  /** The next call fails as if the store were unreachable ('network') or broken ('server'). */
  failNext(kind: 'network' | 'server' = 'network'): void {
    this.faults.failNext(kind);
  }

  /** The next call is refused with `error`, as the API refuses (a 409, a 429 …). */
  refuseNext(error: ApiError): void {
    this.faults.failNext(error);
  }

  /** Every call answers after `ms`; `Infinity` never answers. */
  delay(ms: number): void {
    this.faults.delay(ms);
  }

  resetFaults(): void {
    this.faults.reset();
  }

  // --- sign-in and users ---

  exchangeToken(email: string, idToken: string, profile: UserUpsertInput) {
    return this.answer(() => this.users.exchange(email, idToken, profile));
  }

  isAdmin(email: string): ApiResult<{ admin: boolean }> {
    return this.asSelfOrAdmin(email, 'role', (target) => this.users.isAdmin(target));
  }

  getProfile(email: string): ApiResult<User> {
    return this.asSelfOrAdmin(email, 'profile', (target) => this.users.profile(target));
  }

  updateProfile(email: string, profile: ProfileUpdateInput): ApiResult<{ modifiedCount: number }> {
    return this.asSelfOrAdmin(email, 'profile', (target) =>
      this.users.updateProfile(target, profile),
    );
  }

  listUsers(): ApiResult<readonly User[]> {
    return this.asAdmin(() => ok(this.users.list()));
  }

  makeAdmin(email: string): ApiResult<{ modifiedCount: number }> {
    return this.asAdmin(() => this.users.makeAdmin(email));
  }

  // --- the catalogue and reviews ---

  listTools(): ApiResult<readonly Tool[]> {
    return this.answer(() => ok([...this.state.tools.values()].map(copy)));
  }

  getTool(id: string): ApiResult<Tool> {
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

  listReviews(): ApiResult<readonly Review[]> {
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
    return this.signedIn((caller) => this.orders.place(caller, order));
  }

  listMyOrders(email: string): ApiResult<readonly Order[]> {
    return this.asSelfOrAdmin(email, 'orders', (target) => ok(this.orders.listOf(target)));
  }

  listAllOrders(): ApiResult<readonly Order[]> {
    return this.asAdmin(() => ok(this.orders.listAll()));
  }

  getOrder(id: string): ApiResult<Order> {
    return this.signedIn((caller) => this.orders.get(caller, id));
  }

  payOrder(id: string, transactionId: string): ApiResult<{ modifiedCount: number }> {
    return this.signedIn((caller) => this.orders.pay(caller, id, transactionId));
  }

  deleteOrder(id: string): ApiResult<{ deletedCount: number }> {
    return this.signedIn((caller) => this.orders.remove(caller, id));
  }

  shipOrder(id: string): ApiResult<{ modifiedCount: number }> {
    return this.asAdmin((caller) => this.orders.ship(caller, id));
  }

  createPaymentIntent(orderId: string): ApiResult<{ clientSecret: string }> {
    return this.signedIn((caller) => this.orders.createPaymentIntent(caller, orderId));
  }

  // --- what every call goes through ---

  private async answer<T>(work: () => Outcome<T>): ApiResult<T> {
    const fault = await this.faults.beforeCall();
    if (fault) return fail(typeof fault === 'string' ? SIMULATED[fault] : fault);
    // The API sweeps lapsed orders away on its own; here every call first does what is due.
    removeExpiredOrders(this.state);
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
}
