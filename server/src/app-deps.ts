// Everything the app needs from outside; main.ts builds the real ones, tests their own.
import type { AccessTokens } from './auth/access-tokens';
import type { Clock } from './auth/clock';
import type { ChangeFeed } from './db/tool-changes';
import type { IdentityVerifier } from './gateways/identity-verifier.port';
import type { LocalPaymentGateway } from './gateways/local-payment.gateway';
import type { ExportSources } from '../../src/application/ports/export-sources.port';
import type { OperationsSources } from '../../src/application/ports/operations-sources.port';
import type { CartStore } from '../../src/application/ports/cart-store.port';
import type { AddressBook } from '../../src/application/ports/address-book.port';
import type { ApprovalStore } from '../../src/application/ports/approval-store.port';
import type { CompanyStore } from '../../src/application/ports/company-store.port';
import type { PriceListStore } from '../../src/application/ports/price-list-store.port';
import type { PaymentGateway } from '../../src/application/ports/payment-gateway.port';
import type { ClientAddress } from './http/client-address';
import type { RateLimiter } from './http/rate-limits';
import type { Orders } from './repositories/orders.repository.port';
import type { InvoiceStore } from '../../src/application/ports/invoice-store.port';
import type { InvoicePdfs } from './repositories/invoice-pdfs.repository.port';
import type { QuoteStore } from '../../src/application/ports/quote-store.port';
import type { RefundStore } from '../../src/application/ports/refund-store.port';
import type { AccountStore } from '../../src/application/ports/account-store.port';
import type { ReturnStore } from '../../src/application/ports/return-store.port';
import type { CarrierStore, ShipmentStore } from '../../src/application/ports/shipment-store.port';
import type { Mailbox } from '../../src/application/ports/mailbox.port';
import type { AuditLog } from '../../src/application/ports/audit-trail.port';
import type { OrderTimelineReader } from '../../src/application/ports/order-timeline.port';
import type { Reviews } from './repositories/reviews.repository.port';
import type { Tools } from './repositories/tools.repository.port';
import type { CatalogueImportStore } from '../../src/application/ports/catalogue-import.port';
import type { ToolEditStore } from '../../src/application/ports/tool-edit-store.port';
import type { ImageStore } from '../../src/application/ports/image-store.port';
import type { Users } from './repositories/users.repository.port';
import type { UnpaidLimits } from '../../src/domain/unpaid-limits';
import type { WebhookEvents } from './repositories/webhook-events.repository.port';

export interface AppDeps {
  tools: Tools;
  /** Admins' edits of tools (PATCH /tool/{id}) and uploaded images (POST /images). */
  toolEdits: ToolEditStore;
  /** Catalogue imports (POST /tool/import): the whole catalogue checked and written at once. */
  catalogueImport: CatalogueImportStore;
  images: ImageStore;
  orders: Orders;
  carts: CartStore;
  /** Each customer's last delivery addresses, offered at checkout. */
  addresses: AddressBook;
  /** Trade accounts: companies, members, invitations, applications. */
  companies: CompanyStore;
  /** Orders waiting for a company's approver, and the decisions. */
  approvals: ApprovalStore;
  /** Companies' contract price lists, read wherever a buyer's price is decided. */
  priceLists: PriceListStore;
  quotes: QuoteStore;
  /** The e-mail outbox as the Mailbox page reads it. */
  mailbox: Mailbox;
  /** Issued by orders.markPaid; read for GET /order/{id}/invoice.pdf. */
  invoices: InvoiceStore;
  /** Each invoice's PDF as first drawn, served on every later download. */
  invoicePdfs: InvoicePdfs;
  /** Refunds of paid orders and the credit notes they issue. */
  refunds: RefundStore;
  /** Companies' terms, their invoices on account and the payments against them. */
  accounts: AccountStore;
  /** Returns of shipped orders, refunded through `refunds` once received. */
  returns: ReturnStore;
  /** Shipments of paid orders, and the carriers they go with. */
  shipments: ShipmentStore;
  carriers: CarrierStore;
  /** The order timelines (written by `orders`) and the audit log (history.sql.ts). */
  timeline: OrderTimelineReader;
  audit: AuditLog;
  users: Users;
  reviews: Reviews;
  webhookEvents: WebhookEvents;
  /** The CSV exports' batched reads. */
  exports: ExportSources;
  /** The operations dashboard's aggregate reads. */
  operations: OperationsSources;
  payments: PaymentGateway;
  /** Present when the local test-mode gateway is in use: mounts its card confirm call. */
  localPayments?: LocalPaymentGateway | undefined;
  /** Signs Stripe's webhook events; without it POST /webhooks/stripe accepts nothing. */
  stripeWebhookSecret?: string | undefined;
  identity: IdentityVerifier;
  accessTokens: AccessTokens;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** The caller's network address for the per-address limits (undefined: not counted). */
  clientAddress: ClientAddress;
  /** In production an unverified e-mail never carries admin rights. */
  production: boolean;
  /** How long an unpaid order holds its stock. */
  unpaidOrderTtlMinutes: number;
  /** What one customer may hold unpaid at once: orders, value, units. */
  unpaidLimits: UnpaidLimits;
  /** Origins allowed by CORS (the web app). */
  webOrigins: readonly string[];
  /**
   * The store's address as people reach it (the tools' public pages, the sitemap); the
   * first web origin when not given.
   */
  siteUrl?: string | undefined;
  /** This API's own address as browsers reach it, for the images it serves. */
  publicUrl: string;
  /** Answers whether the database responds, for GET /health. */
  databaseReady: () => Promise<boolean>;
  log?: ((line: string) => void) | undefined;
  /**
   * Every change to the tools table, from any process: the tool cache drops its answers
   * on each, and serves none while the feed cannot hear.
   */
  toolChanges?: ChangeFeed | undefined;
  /**
   * How long a cached tool answer may be served: without a change feed, how stale another
   * process's write may be seen; with one, only a backstop.
   */
  toolCacheTtlMs?: number | undefined;
  /** Mounts /bench/memory/*: the in-memory ceiling the benchmark compares against. */
  benchRoutes?: boolean | undefined;
}
