// ApiPort kept in memory, with the API server's rules: orders, payments and reviews run through
// the same use cases (src/application) over Map-backed stores, with the same access policy,
// validation and refusals. Every answer is a copy, so a caller can never change the store.
import { IdSchema } from '../../domain/fields';
import type { Page } from '../../domain/page';
import type { Order } from '../../domain/order';
import type { Tool } from '../../domain/tool';
import type { ToolPageQuery } from '../../domain/tool-search';
import type { ApiError, ApiPort, ApiResult } from '../../ports/api.port';
import { fail, ok } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import { expireLapsedOrders } from '../../application/orders/expire-lapsed-orders';
import type { Viewer } from '../../application/viewer';
import { UNPAID_ORDER_TTL_MINUTES } from '../../domain/order-deadline';
import { authenticate } from './api-access';
import { cartHandlers } from '../../application/cart/cart-handlers';
import { cartCalls } from '../../ports/calls/cart.calls';
import { quickOrderHandlers } from '../../application/cart/quick-order-handlers';
import { quickOrderCalls } from '../../ports/calls/quick-order.calls';
import { PartNumbersInMemory } from './part-numbers.in-memory';
import { CartStoreInMemory } from './cart-store.in-memory';
import { AddressBookInMemory } from './address-book.in-memory';
import { refusalError, SIMULATED } from './api-errors';
import { check, copy, type Outcome } from './api-input';
import { operationsSourcesOver } from './operations.in-memory';
import { exportSourcesOver } from './exports.in-memory';
import { creditNoteEntriesOf, invoiceEntriesOf } from './account-ledger.in-memory';
import { accountInvoicesOf } from './account-store.in-memory';
import { toolPageIn } from './api-pages';
import { userHandlers } from '../../application/users/user-handlers';
import type { CallRequest } from '../../ports/calls/call';
import { userCalls } from '../../ports/calls/users.calls';
import { toolCalls } from '../../ports/calls/tools.calls';
import { toolHandlers } from '../../application/tools/tool-handlers';
import { reviewCalls } from '../../ports/calls/reviews.calls';
import { reviewHandlers } from '../../application/reviews/review-handlers';
import { adminCalls } from '../../ports/calls/admin.calls';
import { adminHandlers } from '../../application/admin/admin-handlers';
import { MailboxInMemory } from './mailbox.in-memory';
import { ToolShelfInMemory } from './tool-shelf.in-memory';
import { ImageStoreInMemory, ToolEditStoreInMemory } from './tool-admin.in-memory';
import { CatalogueImportInMemory } from './catalogue-import.in-memory';
import { companyCalls } from '../../ports/calls/companies.calls';
import { companyHandlers } from '../../application/companies/company-handlers';
import { CompanyStoreInMemory } from './company-store.in-memory';
import { ApprovalStoreInMemory } from './approval-store.in-memory';
import { approvalCalls } from '../../ports/calls/approvals.calls';
import { approvalHandlers } from '../../application/approvals/approval-handlers';
import { refundCalls } from '../../ports/calls/refunds.calls';
import { refundHandlers } from '../../application/refunds/refund-handlers';
import { RefundStoreInMemory } from './refund-store.in-memory';
import { termsCalls } from '../../ports/calls/terms.calls';
import { termsHandlers } from '../../application/terms/terms-handlers';
import { AccountStoreInMemory } from './account-store.in-memory';
import { returnCalls } from '../../ports/calls/returns.calls';
import { returnHandlers } from '../../application/returns/return-handlers';
import { ReturnStoreInMemory } from './return-store.in-memory';
import { shipmentCalls } from '../../ports/calls/shipments.calls';
import { shipmentHandlers } from '../../application/shipments/shipment-handlers';
import { CarrierStoreInMemory, ShipmentStoreInMemory } from './shipment-store.in-memory';
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
import { quoteHandlers } from '../../application/quotes/quote-handlers';
import { quoteCalls } from '../../ports/calls/quotes.calls';
import { QuoteStoreInMemory } from './quote-store.in-memory';
import { recordExpiringReminders } from './mailbox.in-memory';
import { creditNoteFilesInMemory, invoiceFilesInMemory } from './invoice-pdf.in-memory';
import { InvoiceStoreInMemory } from './invoice-store.in-memory';
import { AuditLogInMemory, OrderTimelineInMemory } from './history.in-memory';
import { OrderListsInMemory } from './order-lists.in-memory';
import { orderHandlers, paymentHandlers } from '../../application/orders/order-handlers';
import { orderCalls } from '../../ports/calls/orders.calls';
import { paymentCalls } from '../../ports/calls/payments.calls';

/** Images are kept and answered at the same address here: no other origin to reach. */
const sameImage = { shownImage: (url: string) => url, storedImage: (url: string) => url };

/**
 * The in-memory stores of `state`, one of each, in the shape every group's handlers take
 * (as the API server hands each group its app's parts).
 */
function storesOf(state: MemoryState) {
  const orders = new OrderStoreInMemory(state);
  const orderList = () => orders.listAll();
  const toolList = () => [...state.tools.values()];
  return {
    orders,
    orderLists: new OrderListsInMemory(state),
    // As the use cases look a tool up, and as the admin adds and deletes one.
    tools: new ToolShelfInMemory(state),
    toolEdits: new ToolEditStoreInMemory(state),
    catalogueImport: new CatalogueImportInMemory(state),
    images: new ImageStoreInMemory(),
    partNumbers: new PartNumbersInMemory(state),
    payments: new PaymentGatewayInMemory(state),
    clock: { now: () => state.now() },
    now: () => state.now(),
    unpaidOrderTtlMinutes: UNPAID_ORDER_TTL_MINUTES,
    addresses: new AddressBookInMemory(state),
    carts: new CartStoreInMemory(state),
    companies: new CompanyStoreInMemory(state),
    priceLists: new PriceListsInMemory(state),
    approvals: new ApprovalStoreInMemory(state, orders),
    presentOrder: (order: Order) => order,
    timeline: new OrderTimelineInMemory(state),
    invoices: new InvoiceStoreInMemory(state),
    invoiceFiles: invoiceFilesInMemory,
    creditNoteFiles: creditNoteFilesInMemory,
    ...sameImage,
    users: new UserAccountsInMemory(state),
    identity: identityInMemory(state),
    accessTokens: accessTokensInMemory(state),
    audit: new AuditLogInMemory(state),
    mailbox: new MailboxInMemory(state),
    operations: operationsSourcesOver(orderList, toolList, {
      creditNotes: () => [...state.creditNotes.values()],
      returns: () => [...state.returns.values()],
      accountInvoices: () => accountInvoicesOf(state),
    }),
    exports: exportSourcesOver(orderList, toolList, {
      invoices: () => invoiceEntriesOf(state),
      creditNotes: () => creditNoteEntriesOf(state),
    }),
    reviews: new ReviewStoreInMemory(state),
    quotes: new QuoteStoreInMemory(state, orders),
    refunds: new RefundStoreInMemory(state),
    accounts: new AccountStoreInMemory(state, orders),
    returns: new ReturnStoreInMemory(state),
    shipments: new ShipmentStoreInMemory(state),
    carriers: new CarrierStoreInMemory(state),
  };
}

/** Every call table served here, over the world's in-memory stores. */
function servedTables(stores: ReturnType<typeof storesOf>, gate: MemoryGate) {
  return [
    servedInMemory(userCalls, userHandlers, stores, gate),
    servedInMemory(toolCalls, toolHandlers, stores, gate),
    servedInMemory(orderCalls, orderHandlers, stores, gate),
    servedInMemory(paymentCalls, paymentHandlers, stores, gate),
    servedInMemory(reviewCalls, reviewHandlers, stores, gate),
    servedInMemory(adminCalls, adminHandlers, stores, gate),
    servedInMemory(cartCalls, cartHandlers, stores, gate),
    servedInMemory(quickOrderCalls, quickOrderHandlers, stores, gate),
    servedInMemory(quoteCalls, quoteHandlers, stores, gate),
    servedInMemory(companyCalls, companyHandlers, stores, gate),
    servedInMemory(approvalCalls, approvalHandlers, stores, gate),
    servedInMemory(refundCalls, refundHandlers, stores, gate),
    servedInMemory(termsCalls, termsHandlers, stores, gate),
    servedInMemory(returnCalls, returnHandlers, stores, gate),
    servedInMemory(shipmentCalls, shipmentHandlers, stores, gate),
  ] as const;
}

type Ports<T> = T extends readonly [{ port: infer P }, ...infer Rest] ? P & Ports<Rest> : unknown;
type ServedPorts = Ports<ReturnType<typeof servedTables>>;

// The calls served from the call table (served-in-memory.ts) are set on each instance by
// the constructor: this declares them on the class.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface ApiInMemory extends ServedPorts {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ApiInMemory implements ApiPort {
  private readonly faults = new SimulatedFaults<'network' | 'server' | ApiError>();
  /** What the sweep before each call works with. */
  private readonly orders: OrderStoreInMemory;
  private readonly payments: PaymentGatewayInMemory;

  constructor(
    private readonly state: MemoryState,
    /** Where the caller keeps the token `exchangeToken` gave, as the HTTP adapter reads it. */
    private readonly tokens: TokenStore,
  ) {
    const stores = storesOf(state);
    this.orders = stores.orders;
    this.payments = stores.payments;
    const gate: MemoryGate = {
      answer: (work) => this.answer(work),
      signedIn: (work) => this.signedIn(work),
      hasToken: () => this.tokens.get() !== null,
    };
    this.served = servedTables(stores, gate);
    for (const calls of this.served) Object.assign(this, calls.port);
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

  // --- what every call goes through ---

  private async answer<T>(work: () => Outcome<T> | Promise<Outcome<T>>): ApiResult<T> {
    const fault = await this.faults.beforeCall();
    if (fault) return fail(typeof fault === 'string' ? SIMULATED[fault] : fault);
    // The API sweeps lapsed orders away on its own; here every call first does what is due.
    const { orders, payments } = this;
    await expireLapsedOrders({ orders, payments, now: this.state.now() });
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
