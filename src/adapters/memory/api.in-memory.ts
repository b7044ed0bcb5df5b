// ApiPort kept in memory, with the API server's rules: orders, payments and reviews run through
// the same use cases (src/application) over Map-backed stores, with the same access policy,
// validation and refusals. Every answer is a copy, so a caller can never change the store.
import { IdSchema } from '../../domain/fields';
import type { Page } from '../../domain/page';
import type { Tool } from '../../domain/tool';
import type { ToolPageQuery } from '../../domain/tool-search';
import type { ApiError, ApiPort, ApiResult } from '../../ports/api.port';
import { fail, ok } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import { expireLapsedOrders } from '../../application/orders/expire-lapsed-orders';
import type { OrderDeps } from '../../application/orders/order-deps';
import type { Viewer } from '../../application/viewer';
import { UNPAID_ORDER_TTL_MINUTES } from '../../domain/order-deadline';
import { authenticate } from './api-access';
import { cartHandlers, type CartCallDeps } from '../../application/cart/cart-handlers';
import { cartCalls } from '../../ports/calls/cart.calls';
import { CartStoreInMemory } from './cart-store.in-memory';
import { AddressBookInMemory } from './address-book.in-memory';
import { refusalError, SIMULATED } from './api-errors';
import { check, copy, type Outcome } from './api-input';
import { operationsSourcesOver } from './operations.in-memory';
import { exportSourcesOver } from './exports.in-memory';
import { toolPageIn } from './api-pages';
import { userHandlers, type UserCallDeps } from '../../application/users/user-handlers';
import type { CallRequest } from '../../ports/calls/call';
import { userCalls } from '../../ports/calls/users.calls';
import { toolCalls } from '../../ports/calls/tools.calls';
import { toolHandlers, type ToolCallDeps } from '../../application/tools/tool-handlers';
import { reviewCalls } from '../../ports/calls/reviews.calls';
import { reviewHandlers, type ReviewCallDeps } from '../../application/reviews/review-handlers';
import { adminCalls } from '../../ports/calls/admin.calls';
import { adminHandlers, type AdminCallDeps } from '../../application/admin/admin-handlers';
import { MailboxInMemory } from './mailbox.in-memory';
import { ToolShelfInMemory } from './tool-shelf.in-memory';
import { ImageStoreInMemory, ToolEditStoreInMemory } from './tool-admin.in-memory';
import { companyCalls } from '../../ports/calls/companies.calls';
import { companyHandlers } from '../../application/companies/company-handlers';
import type { PriceListDeps } from '../../application/companies/price-lists';
import { CompanyStoreInMemory } from './company-store.in-memory';
import { PriceListsInMemory } from './price-lists.in-memory';
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
import { quoteHandlers, type QuoteCallDeps } from '../../application/quotes/quote-handlers';
import { quoteCalls } from '../../ports/calls/quotes.calls';
import { QuoteStoreInMemory } from './quote-store.in-memory';
import { recordExpiringReminders } from './mailbox.in-memory';
import { invoiceFilesInMemory } from './invoice-pdf.in-memory';
import { InvoiceStoreInMemory } from './invoice-store.in-memory';
import { AuditLogInMemory, OrderTimelineInMemory } from './history.in-memory';
import { OrderListsInMemory } from './order-lists.in-memory';
import {
  orderHandlers,
  paymentHandlers,
  type OrderCallDeps,
} from '../../application/orders/order-handlers';
import { orderCalls } from '../../ports/calls/orders.calls';
import { paymentCalls } from '../../ports/calls/payments.calls';

const servedUsers = (deps: UserCallDeps, gate: MemoryGate) =>
  servedInMemory(userCalls, userHandlers, deps, gate);
const servedTools = (deps: ToolCallDeps, gate: MemoryGate) =>
  servedInMemory(toolCalls, toolHandlers, deps, gate);
const servedOrders = (deps: OrderCallDeps, gate: MemoryGate) =>
  servedInMemory(orderCalls, orderHandlers, deps, gate);
const servedPayments = (deps: OrderCallDeps, gate: MemoryGate) =>
  servedInMemory(paymentCalls, paymentHandlers, deps, gate);
const servedReviews = (deps: ReviewCallDeps, gate: MemoryGate) =>
  servedInMemory(reviewCalls, reviewHandlers, deps, gate);
const servedAdmin = (deps: AdminCallDeps, gate: MemoryGate) =>
  servedInMemory(adminCalls, adminHandlers, deps, gate);
const servedCart = (deps: CartCallDeps, gate: MemoryGate) =>
  servedInMemory(cartCalls, cartHandlers, deps, gate);
const servedQuotes = (deps: QuoteCallDeps, gate: MemoryGate) =>
  servedInMemory(quoteCalls, quoteHandlers, deps, gate);
const servedCompanies = (deps: PriceListDeps, gate: MemoryGate) =>
  servedInMemory(companyCalls, companyHandlers, deps, gate);
type ServedPorts = ReturnType<typeof servedUsers>['port'] &
  ReturnType<typeof servedTools>['port'] &
  ReturnType<typeof servedOrders>['port'] &
  ReturnType<typeof servedPayments>['port'] &
  ReturnType<typeof servedReviews>['port'] &
  ReturnType<typeof servedAdmin>['port'] &
  ReturnType<typeof servedCart>['port'] &
  ReturnType<typeof servedQuotes>['port'] &
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
  private readonly audit: AuditLogInMemory;
  private readonly priceLists: PriceListsInMemory;
  /** The tools as the use cases look one up. */
  private readonly catalog = { findById: async (id: string) => this.state.tools.get(id) };

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
    this.audit = new AuditLogInMemory(state);
    this.priceLists = new PriceListsInMemory(state);
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
        audit: this.audit,
      },
      gate,
    );
    const tools = servedTools(
      {
        tools: new ToolShelfInMemory(state),
        toolEdits: new ToolEditStoreInMemory(state),
        audit: this.audit,
        storedImage: (url) => url,
        images: new ImageStoreInMemory(),
        servedImage: (path) => path,
      },
      gate,
    );
    const ordering: OrderCallDeps = {
      orders: this.orders,
      orderLists: new OrderListsInMemory(state),
      tools: this.catalog,
      payments: this.payments,
      clock: { now: () => this.state.now() },
      addresses: this.addresses,
      carts: this.carts,
      priceLists: this.priceLists,
      unpaidOrderTtlMinutes: UNPAID_ORDER_TTL_MINUTES,
      timeline: new OrderTimelineInMemory(state),
      invoices: new InvoiceStoreInMemory(state),
      invoiceFiles: invoiceFilesInMemory,
      present: (order) => order,
    };
    const orders = servedOrders(ordering, gate);
    const payments = servedPayments(ordering, gate);
    const reviews = servedReviews(
      { reviews: this.reviews, audit: this.audit, clock: { now: () => state.now() } },
      gate,
    );
    const orderList = () => this.orders.listAll();
    const toolList = () => [...state.tools.values()];
    const admin = servedAdmin(
      {
        audit: this.audit,
        mailbox: new MailboxInMemory(state),
        operations: operationsSourcesOver(orderList, toolList),
        exports: exportSourcesOver(orderList, toolList),
        clock: { now: () => state.now() },
      },
      gate,
    );
    const cart = servedCart(
      {
        carts: this.carts,
        orders: this.orders,
        tools: this.catalog,
        priceLists: this.priceLists,
        now: () => state.now(),
      },
      gate,
    );
    const quotes = servedQuotes(
      {
        quotes: new QuoteStoreInMemory(state, this.orders),
        tools: this.catalog,
        priceLists: this.priceLists,
        clock: { now: () => this.state.now() },
        audit: this.audit,
        unpaidOrderTtlMinutes: UNPAID_ORDER_TTL_MINUTES,
        shownImage: (url) => url,
      },
      gate,
    );
    const companies = servedCompanies(
      {
        companies: new CompanyStoreInMemory(state),
        audit: this.audit,
        now: state.now,
        priceLists: this.priceLists,
        tools: this.catalog,
      },
      gate,
    );
    const served = [
      users,
      tools,
      orders,
      payments,
      reviews,
      admin,
      cart,
      quotes,
      companies,
    ] as const;
    for (const calls of served) Object.assign(this, calls.port);
    this.served = served;
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

  // --- orders, payments, reviews, the cart, quotes and the admin's reads: served from the
  // call table (above) ---

  /** What the use cases work with, at the world's time now. */
  private orderDeps(): OrderDeps {
    return {
      orders: this.orders,
      tools: this.catalog,
      payments: this.payments,
      now: this.state.now(),
    };
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
}
