// ApiPort kept in memory, with the API server's rules: orders, payments and reviews run through
// the same use cases (src/application) over Map-backed stores, with the same access policy,
// validation and refusals. Every answer is a copy, so a caller can never change the store.
import { IdSchema } from '../../domain/fields';
import type { CheckoutInput } from '../../domain/checkout-input';
import type { Order, PlaceOrderInput } from '../../domain/order';
import type { OrderPageQuery, Page, PageQuery } from '../../domain/page';
import type { MailboxEntry } from '../../domain/mail';
import type { ModeratedReview, NewReviewInput, Review } from '../../domain/review';
import type { Tool } from '../../domain/tool';
import type { ToolPageQuery } from '../../domain/tool-search';
import type { ApiError, ApiPort, ApiResult } from '../../ports/api.port';
import type { ExportKind } from '../../ports/exports-api.port';
import type { ExportDays } from '../../domain/export-range';
import type { Quote, QuoteStatus } from '../../domain/quote';
import type { QuoteAcceptance } from '../../domain/quote-acceptance';
import type { QuotePricing } from '../../domain/quote-pricing';
import type { QuoteRequest } from '../../domain/quote-request';
import type { AuditEntry } from '../../domain/audit-log';
import type { OrderTimelineEntry } from '../../domain/order-timeline';
import { fail, ok } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import * as policy from '../../application/access-policy';
import { createPaymentIntent } from '../../application/orders/create-payment-intent';
import { expireLapsedOrders } from '../../application/orders/expire-lapsed-orders';
import type { OrderDeps } from '../../application/orders/order-deps';
import { orderForViewer } from '../../application/orders/order-for-viewer';
import { payOrder } from '../../application/orders/pay-order';
import { checkOutCart } from '../../application/cart/check-out-cart';
import { placeOrder } from '../../application/orders/place-order';
import { removeOrder } from '../../application/orders/remove-order';
import { shipOrder } from '../../application/orders/ship-order';
import { addReview } from '../../application/reviews/add-review';
import { listPublishedReviews } from '../../application/reviews/list-reviews';
import {
  listAllReviews,
  listAllReviewsPage,
  setReviewVisibility,
} from '../../application/reviews/moderate-reviews';
import type { Viewer } from '../../application/viewer';
import { listQueryParams } from '../../domain/page';
import type { QuotePageQuery } from '../../domain/quote-list';
import { UNPAID_ORDER_TTL_MINUTES } from '../../domain/order-deadline';
import { authenticate } from './api-access';
import { cartCallsInMemory } from './api-cart.in-memory';
import { CartStoreInMemory } from './cart-store.in-memory';
import { AddressBookInMemory } from './address-book.in-memory';
import { listDeliveryAddresses } from '../../application/addresses/delivery-addresses';
import type { DeliveryAddress } from '../../domain/delivery-address';
import type { CartApiPort } from '../../ports/cart-api.port';
import type { CartAddInput, StoredCartLine } from '../../domain/cart';
import { answerOf, refusalError, SIMULATED } from './api-errors';
import { check, checkEmail, copy, type Outcome } from './api-input';
import { csvDownload, exportSourcesOver } from './exports.in-memory';
import { operationsSourcesOver } from './operations.in-memory';
import { summarizeOperations } from '../../application/operations/summarize-operations';
import type { OperationsSummary } from '../../domain/operations-summary';
import { pageIn, toolPageIn } from './api-pages';
import { userHandlers, type UserCallDeps } from '../../application/users/user-handlers';
import type { CallRequest } from '../../ports/calls/call';
import { userCalls } from '../../ports/calls/users.calls';
import { toolCalls } from '../../ports/calls/tools.calls';
import { toolHandlers, type ToolCallDeps } from '../../application/tools/tool-handlers';
import { ToolShelfInMemory } from './tool-shelf.in-memory';
import { companyCalls } from '../../ports/calls/companies.calls';
import { companyHandlers } from '../../application/companies/company-handlers';
import type { CompanyDeps } from '../../application/companies/company-deps';
import { CompanyStoreInMemory } from './company-store.in-memory';
import { ToolEditStoreInMemory } from './tool-admin.in-memory';
import { servedInMemory, type MemoryGate, type ServedCalls } from './served-in-memory';
import {
  UserAccountsInMemory,
  accessTokensInMemory,
  identityInMemory,
} from './user-accounts.in-memory';
import type { MemoryState } from './memory-state';
import type { ToolPage } from '../../domain/tool-page-schema';
import { slugIndex } from '../../domain/tool-slug';
import { OrderStoreInMemory } from './order-store.in-memory';
import { PaymentGatewayInMemory } from './payment-gateway.in-memory';
import { ReviewStoreInMemory } from './review-store.in-memory';
import { SimulatedFaults } from './simulated-faults';
import { QuoteCallsInMemory } from './api-quotes.in-memory';
import { mailCallsInMemory } from './api-mail.in-memory';
import { recordExpiringReminders } from './mailbox.in-memory';
import { invoiceForViewer } from '../../application/orders/invoice-for-viewer';
import { invoicePdfBlob } from './invoice-pdf.in-memory';
import { InvoiceStoreInMemory } from './invoice-store.in-memory';
import { ToolAdminCallsInMemory } from './tool-admin.in-memory';
import type { ToolEdit } from '../../domain/tool-edit';
import { HistoryCallsInMemory } from './api-history.in-memory';

const servedUsers = (deps: UserCallDeps, gate: MemoryGate) =>
  servedInMemory(userCalls, userHandlers, deps, gate);
const servedTools = (deps: ToolCallDeps, gate: MemoryGate) =>
  servedInMemory(toolCalls, toolHandlers, deps, gate);
const servedCompanies = (deps: CompanyDeps, gate: MemoryGate) =>
  servedInMemory(companyCalls, companyHandlers, deps, gate);
type ServedPorts = ReturnType<typeof servedUsers>['port'] &
  ReturnType<typeof servedTools>['port'] &
  ReturnType<typeof servedCompanies>['port'];

// The calls served from the call table (served-in-memory.ts) are set on each instance by
// the constructor: this declares them on the class.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface ApiInMemory extends ServedPorts {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ApiInMemory implements ApiPort {
  private readonly faults = new SimulatedFaults<'network' | 'server' | ApiError>();
  private readonly orders: OrderStoreInMemory;
  private readonly payments: PaymentGatewayInMemory;
  private readonly reviews: ReviewStoreInMemory;
  private readonly carts: CartStoreInMemory;
  private readonly addresses: AddressBookInMemory;
  private readonly cart: CartApiPort;
  private readonly quotes: QuoteCallsInMemory;
  private readonly toolAdmin: ToolAdminCallsInMemory;
  private readonly history: HistoryCallsInMemory;

  constructor(
    private readonly state: MemoryState,
    /** Where the caller keeps the token `exchangeToken` gave, as the HTTP adapter reads it. */
    private readonly tokens: TokenStore,
  ) {
    this.orders = new OrderStoreInMemory(state);
    this.payments = new PaymentGatewayInMemory(state);
    this.reviews = new ReviewStoreInMemory(state);
    this.carts = new CartStoreInMemory(state);
    this.addresses = new AddressBookInMemory(state);
    this.cart = cartCallsInMemory(
      {
        carts: this.carts,
        orders: this.orders,
        tools: { findById: async (id) => this.state.tools.get(id) },
      },
      (work) => this.signedIn(work),
    );
    this.history = new HistoryCallsInMemory(state, this.orders);
    this.quotes = new QuoteCallsInMemory(state, this.orders, this.history.audit);
    this.toolAdmin = new ToolAdminCallsInMemory(state, this.history.audit);
    const gate: MemoryGate = {
      answer: (work) => this.answer(work),
      signedIn: (work) => this.signedIn(work),
      hasToken: () => this.tokens.get() !== null,
    };
    const users = servedUsers(
      {
        users: new UserAccountsInMemory(state),
        identity: identityInMemory(state),
        accessTokens: accessTokensInMemory(state),
        audit: this.history.audit,
      },
      gate,
    );
    const tools = servedTools(
      {
        tools: new ToolShelfInMemory(state),
        toolEdits: new ToolEditStoreInMemory(state),
        audit: this.history.audit,
        storedImage: (url) => url,
      },
      gate,
    );
    const companies = servedCompanies(
      { companies: new CompanyStoreInMemory(state), audit: this.history.audit, now: state.now },
      gate,
    );
    Object.assign(this, users.port, tools.port, companies.port);
    this.served = [users, tools, companies];
  }

  private readonly served: readonly ServedCalls<object>[];

  /** Whether `name` is a call of the call table served here (served-in-memory.ts). */
  serves(name: string): boolean {
    return this.served.some((calls) => name in calls.port);
  }

  /** Serves a call of the call table from a request as it came over HTTP (msw handlers). */
  serveCall(name: string, sent: CallRequest): ApiResult<unknown> {
    const group = this.served.find((calls) => name in calls.port);
    if (!group) throw new Error(`${name} is not served from the call table`);
    return group.serve(name, sent);
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

  // --- the catalogue and reviews ---

  listTools(): ApiResult<readonly Tool[]> {
    return this.answer(() => ok([...this.state.tools.values()].map(copy)));
  }

  listToolsPage(query: ToolPageQuery): ApiResult<Page<Tool>> {
    return this.answer(() => toolPageIn([...this.state.tools.values()].map(copy), query));
  }

  getTool(id: string): ApiResult<Tool> {
    return this.answer(() => {
      const toolId = check(IdSchema, id);
      if (!toolId.ok) return toolId;
      const tool = this.state.tools.get(toolId.value);
      return tool ? ok(copy(tool)) : fail(refusalError({ code: 'no-such-tool' }));
    });
  }

  getToolPage(slug: string): ApiResult<ToolPage> {
    return this.answer(() => {
      // The Map keeps the order tools were added in, as the API's list does.
      const page = slugIndex([...this.state.tools.values()]).find(slug);
      return page
        ? ok({ slug: page.slug, tool: copy(page.tool) })
        : fail(refusalError({ code: 'no-such-tool' }));
    });
  }

  listReviews(): ApiResult<readonly Review[]> {
    return this.answer(async () => answerOf(await listPublishedReviews(this.reviews, {})));
  }

  addReview(review: NewReviewInput): ApiResult<{ insertedId: string }> {
    return this.signedIn(async (viewer) =>
      answerOf(await addReview({ reviews: this.reviews, now: this.state.now() }, viewer, review)),
    );
  }

  listAllReviews(): ApiResult<readonly ModeratedReview[]> {
    return this.signedIn(async (viewer) => answerOf(await listAllReviews(this.reviews, viewer)));
  }

  listAllReviewsPage(query: PageQuery): ApiResult<Page<ModeratedReview>> {
    // Read back from the query string the HTTP adapter sends, as the API reads it.
    return this.signedIn(async (viewer) =>
      answerOf(await listAllReviewsPage(this.reviews, viewer, listQueryParams(query))),
    );
  }

  setReviewHidden(id: string, hidden: boolean): ApiResult<{ modifiedCount: number }> {
    return this.signedIn(async (viewer) =>
      answerOf(await setReviewVisibility(this.reviews, viewer, id, { hidden }, this.history.audit)),
    );
  }

  // --- the cart (api-cart.in-memory.ts) ---

  getCart() {
    return this.cart.getCart();
  }

  addToCart(line: CartAddInput) {
    return this.cart.addToCart(line);
  }

  setCartQty(toolId: string, qty: number) {
    return this.cart.setCartQty(toolId, qty);
  }

  removeFromCart(toolId: string) {
    return this.cart.removeFromCart(toolId);
  }

  mergeCart(lines: readonly StoredCartLine[]) {
    return this.cart.mergeCart(lines);
  }

  reorder(orderId: string) {
    return this.cart.reorder(orderId);
  }

  // --- orders and payments: the application's use cases ---

  /** What placing an order needs: the stores, this call's clock, the time to pay in. */
  private placingDeps() {
    return {
      ...this.orderDeps(),
      addresses: this.addresses,
      unpaidOrderTtlMinutes: UNPAID_ORDER_TTL_MINUTES,
    };
  }

  placeOrder(order: PlaceOrderInput): ApiResult<{ insertedId: string }> {
    return this.signedIn(async (viewer) => {
      const placed = answerOf(await placeOrder(this.placingDeps(), viewer, order));
      return placed.ok ? ok({ insertedId: placed.value._id }) : placed;
    });
  }

  checkOut(input: CheckoutInput): ApiResult<Order> {
    return this.signedIn(async (viewer) =>
      answerOf(await checkOutCart({ ...this.placingDeps(), carts: this.carts }, viewer, input)),
    );
  }

  listDeliveryAddresses(): ApiResult<readonly DeliveryAddress[]> {
    return this.signedIn(async (viewer) =>
      answerOf(await listDeliveryAddresses({ addresses: this.addresses }, viewer)),
    );
  }

  listMyOrders(email: string): ApiResult<readonly Order[]> {
    return this.asSelfOrAdmin(email, 'orders', (target) => ok(this.orders.listByEmail(target)));
  }

  listAllOrders(): ApiResult<readonly Order[]> {
    return this.asAdmin(() => ok(this.orders.listAll()));
  }

  listAllOrdersPage(query: OrderPageQuery): ApiResult<Page<Order>> {
    return this.asAdmin(() =>
      pageIn(
        this.orders.listAll().filter((o) => !query.status || o.status === query.status),
        query,
        (order) => [order.toolName, order.email, order.name],
      ),
    );
  }

  getOrder(id: string): ApiResult<Order> {
    return this.signedIn(async (viewer) => answerOf(await orderForViewer(this.orders, viewer, id)));
  }

  payOrder(id: string, transactionId: string): ApiResult<{ modifiedCount: number }> {
    return this.signedIn(async (viewer) =>
      answerOf(await payOrder(this.orderDeps(), viewer, id, { transactionId })),
    );
  }

  deleteOrder(id: string): ApiResult<{ deletedCount: number }> {
    return this.signedIn(async (viewer) =>
      answerOf(await removeOrder(this.orderDeps(), viewer, id)),
    );
  }

  shipOrder(id: string): ApiResult<{ modifiedCount: number }> {
    return this.signedIn(async (viewer) => answerOf(await shipOrder(this.orderDeps(), viewer, id)));
  }

  getOperationsSummary(): ApiResult<OperationsSummary> {
    return this.signedIn(async (viewer) => {
      const operations = operationsSourcesOver(
        () => this.orders.listAll(),
        () => [...this.state.tools.values()],
      );
      return answerOf(await summarizeOperations({ operations, now: this.state.now() }, viewer));
    });
  }

  downloadCsv(kind: ExportKind, days: ExportDays): ApiResult<Blob> {
    return this.signedIn(async (viewer) => {
      const admin = answerOf(policy.requireAdmin(viewer));
      if (!admin.ok) return admin;
      const sources = exportSourcesOver(
        () => this.orders.listAll(),
        () => [...this.state.tools.values()],
      );
      return csvDownload(sources, kind, days);
    });
  }

  downloadInvoice(orderId: string): ApiResult<Blob> {
    return this.signedIn(async (viewer) => {
      const found = answerOf(
        await invoiceForViewer(new InvoiceStoreInMemory(this.state), viewer, orderId),
      );
      return found.ok ? ok(invoicePdfBlob(found.value)) : found;
    });
  }

  createPaymentIntent(orderId: string): ApiResult<{ clientSecret: string }> {
    return this.signedIn(async (viewer) =>
      answerOf(await createPaymentIntent(this.orderDeps(), viewer, { orderId })),
    );
  }

  /** What the use cases work with, at the world's time now. */
  private orderDeps(): OrderDeps {
    return {
      orders: this.orders,
      tools: { findById: async (id) => this.state.tools.get(id) },
      payments: this.payments,
      now: this.state.now(),
    };
  }

  // --- quotes: the calls live in api-quotes.in-memory.ts ---

  requestQuote(request: QuoteRequest): ApiResult<Quote> {
    // Anyone may ask; a token, when there is one, must be good.
    return this.tokens.get() === null
      ? this.answer(() => this.quotes.request(undefined, request))
      : this.signedIn((viewer) => this.quotes.request(viewer, request));
  }

  listQuotes(status?: QuoteStatus): ApiResult<readonly Quote[]> {
    return this.signedIn((viewer) => this.quotes.list(viewer, status));
  }

  listQuotesPage(query: QuotePageQuery): ApiResult<Page<Quote>> {
    return this.signedIn((viewer) => this.quotes.page(viewer, query));
  }

  listMyQuotes(): ApiResult<readonly Quote[]> {
    return this.signedIn((viewer) => this.quotes.mine(viewer));
  }

  priceQuote(id: string, pricing: QuotePricing): ApiResult<Quote> {
    return this.signedIn((viewer) => this.quotes.price(viewer, id, pricing));
  }

  declineQuote(id: string): ApiResult<{ modifiedCount: number }> {
    return this.signedIn((viewer) => this.quotes.decline(viewer, id));
  }

  acceptQuote(id: string, delivery: QuoteAcceptance): ApiResult<Order> {
    return this.signedIn((viewer) => this.quotes.accept(viewer, id, delivery));
  }

  listMail(query: PageQuery): ApiResult<Page<MailboxEntry>> {
    return this.signedIn((viewer) => mailCallsInMemory(this.state).list(viewer, query));
  }

  // --- editing tools and uploading images: tool-admin.in-memory.ts ---

  editTool(id: string, edit: ToolEdit): ApiResult<{ modifiedCount: number }> {
    return this.signedIn((viewer) => this.toolAdmin.edit(viewer, id, edit));
  }

  uploadImage(file: Blob) {
    return this.signedIn((viewer) => this.toolAdmin.upload(viewer, file));
  }

  // --- history: the calls live in api-history.in-memory.ts ---

  getOrderTimeline(orderId: string): ApiResult<readonly OrderTimelineEntry[]> {
    return this.signedIn((viewer) => this.history.timelineOf(viewer, orderId));
  }

  listAuditLog(query: PageQuery): ApiResult<Page<AuditEntry>> {
    return this.signedIn((viewer) => this.history.auditPage(viewer, query));
  }

  // --- what every call goes through ---

  private async answer<T>(work: () => Outcome<T> | Promise<Outcome<T>>): ApiResult<T> {
    const fault = await this.faults.beforeCall();
    if (fault) return fail(typeof fault === 'string' ? SIMULATED[fault] : fault);
    // The API sweeps lapsed orders away on its own; here every call first does what is due.
    await expireLapsedOrders(this.orderDeps());
    recordExpiringReminders(this.state);
    return work();
  }

  private signedIn<T>(work: (viewer: Viewer) => Outcome<T> | Promise<Outcome<T>>): ApiResult<T> {
    return this.answer(() => {
      const viewer = authenticate(this.state, this.tokens);
      return viewer.ok ? work(viewer.value) : viewer;
    });
  }

  private asAdmin<T>(work: (viewer: Viewer) => Outcome<T>): ApiResult<T> {
    return this.signedIn((viewer) => {
      const admin = answerOf(policy.requireAdmin(viewer));
      return admin.ok ? work(admin.value) : admin;
    });
  }

  /** A call about `email`'s own data: refused for anyone else but an admin. */
  private asSelfOrAdmin<T>(
    email: string,
    what: 'orders' | 'profile' | 'role',
    work: (target: string) => Outcome<T>,
  ): ApiResult<T> {
    return this.signedIn((viewer) => {
      const target = checkEmail(email);
      if (!target.ok) return target;
      const allowed = answerOf(policy.requireSelfOrAdmin(viewer, target.value, what));
      return allowed.ok ? work(target.value) : allowed;
    });
  }
}
