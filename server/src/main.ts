// Starts the API: configuration, database (migrated, and seeded outside production),
// adapters, HTTP server, the job queue (the expiry of unpaid orders), and a clean shutdown
// on SIGTERM/SIGINT.
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { createAccessTokens } from './auth/access-tokens';
import { loadAccessTokenSecret } from './auth/access-token-secret';
import { systemClock } from './auth/clock';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { databaseAnswers } from './db/database-answers';
import { DataDirInUseError, DataDirUnusableError, lockDataDir } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare-database';
import { openPgClient } from './db/pg.client';
import { openPgliteClient } from './db/pglite.client';
import type { SqlClient } from './db/sql-client.port';
import { listenForToolChanges, type ChangeFeed } from './db/tool-changes';
import { FirebaseEmulatorIdentityVerifier } from './gateways/firebase-emulator.identity';
import { FirebaseIdentityVerifier } from './gateways/firebase.identity';
import { paymentGateways } from './gateways/payment-gateways';
import { clientAddress } from './http/client-address';
import { sqlRateLimiter } from './http/rate-limits';
import { startJobs } from './jobs/start-jobs';
import { CartsSql } from './repositories/carts.sql';
import { DeliveryAddressesSql } from './repositories/delivery-addresses.sql';
import { ApprovalsSql } from './repositories/approvals.sql';
import { PriceListsSql } from './repositories/price-lists.sql';
import { CompaniesSql } from './repositories/companies.sql';
import { OrdersSql } from './repositories/orders.sql';
import { InvoicesSql } from './repositories/invoices.sql';
import { RefundsSql } from './repositories/refunds.sql';
import { AccountsSql } from './repositories/accounts.sql';
import { ReturnsSql } from './repositories/returns.sql';
import { CarriersSql, ShipmentsSql } from './repositories/shipments.sql';
import { InvoicePdfsSql } from './repositories/invoice-pdfs.sql';
import { QuotesSql } from './repositories/quotes.sql';
import { historySql } from './repositories/history.sql';
import { ReviewsSql } from './repositories/reviews.sql';
import { ToolsSql } from './repositories/tools.sql';
import { CatalogueImportSql } from './repositories/catalogue-import.sql';
import { ToolEditsSql } from './repositories/tool-edits.sql';
import { ImagesSql } from './repositories/images.sql';
import { UsersSql } from './repositories/users.sql';
import { WebhookEventsSql } from './repositories/webhook-events.sql';
import { ExportsSql } from './repositories/exports.sql';
import { OperationsSql } from './repositories/operations.sql';
import { MailOutboxSql } from './repositories/mail-outbox.sql';
import { mailJobsOf } from './mail-jobs-config';
import { readMailConfig } from './mail-config';

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

async function openDatabase(config: ServerConfig): Promise<{ db: SqlClient; unlock(): void }> {
  if (config.databaseUrl) return { db: openPgClient(config.databaseUrl), unlock: () => undefined };
  const lock = lockDataDir(config.dataDir);
  try {
    return { db: await openPgliteClient(join(config.dataDir, 'pglite')), unlock: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function buildDeps(
  config: ServerConfig,
  db: SqlClient,
  toolChanges: ChangeFeed,
): Promise<AppDeps> {
  const clock = systemClock;
  const secret = await loadAccessTokenSecret(config.jwtSecret, config.dataDir);
  const identity =
    config.identity.mode === 'emulator'
      ? new FirebaseEmulatorIdentityVerifier(config.identity.projectId, clock)
      : new FirebaseIdentityVerifier(config.identity.projectId, clock);
  return {
    tools: new ToolsSql(db),
    toolEdits: new ToolEditsSql(db, config.siteUrl),
    catalogueImport: new CatalogueImportSql(db, config.siteUrl),
    images: new ImagesSql(db),
    orders: new OrdersSql(db, config.invoiceTerms, config.siteUrl),
    invoices: new InvoicesSql(db),
    refunds: new RefundsSql(db, config.siteUrl),
    accounts: new AccountsSql(db, config.invoiceTerms, config.siteUrl),
    returns: new ReturnsSql(db, config.siteUrl, config.invoiceTerms.seller),
    shipments: new ShipmentsSql(db, config.siteUrl),
    carriers: new CarriersSql(db),
    invoicePdfs: new InvoicePdfsSql(db),
    carts: new CartsSql(db),
    addresses: new DeliveryAddressesSql(db),
    companies: new CompaniesSql(db, config.siteUrl),
    approvals: new ApprovalsSql(db, config.siteUrl),
    priceLists: new PriceListsSql(db),
    quotes: new QuotesSql(db, config.siteUrl),
    mailbox: new MailOutboxSql(db),
    ...historySql(db),
    users: new UsersSql(db),
    reviews: new ReviewsSql(db),
    webhookEvents: new WebhookEventsSql(db),
    exports: new ExportsSql(db),
    operations: new OperationsSql(db),
    ...paymentGateways(config.stripeSecretKey, db, clock, config.invoiceTerms, config.siteUrl),
    stripeWebhookSecret: config.stripeWebhookSecret,
    identity,
    accessTokens: createAccessTokens(secret, clock, config.accessTokenTtlSeconds),
    clock,
    rateLimiter: sqlRateLimiter(db),
    toolChanges,
    clientAddress: clientAddress(config.trustProxy),
    production: config.production,
    unpaidOrderTtlMinutes: config.unpaidOrderTtlMinutes,
    unpaidLimits: config.unpaidLimits,
    webOrigins: config.webOrigins,
    publicUrl: config.publicUrl,
    siteUrl: config.siteUrl,
    databaseReady: databaseAnswers(db),
    log,
    benchRoutes: config.benchRoutes,
  };
}

/**
 * Says when the tool cache is off because changes cannot be heard, and when it is back.
 * Returns the way to stop saying it (at shutdown the feed closes on purpose).
 */
function logHearing(changes: ChangeFeed): () => void {
  let live = changes.live;
  if (!live) log('cannot listen for tool changes yet: the tool cache is off until it can');
  return changes.subscribe(() => {
    if (changes.live === live) return;
    live = changes.live;
    log(
      live
        ? 'listening for tool changes again: the tool cache is back on'
        : 'lost the connection that listens for tool changes: the tool cache is off until it is back',
    );
  });
}

async function main() {
  const config = readConfig(process.env);
  const mail = readMailConfig(process.env, config.production);
  const { db, unlock } = await openDatabase(config);
  process.on('exit', unlock);
  const prepared = await prepareDatabase(db, { production: config.production });
  if (prepared.applied.length > 0) log(`applied migrations ${prepared.applied.join(', ')}`);
  if (prepared.seeded) log('seeded the demo data');
  const toolChanges = await listenForToolChanges(db);
  const stopLoggingHearing = logHearing(toolChanges);
  const deps = await buildDeps(config, db, toolChanges);
  const app = createApp(deps);
  // Any API process works the jobs; each runs once for the whole store (server/src/jobs).
  const jobs = await startJobs(db, deps, log, {}, mailJobsOf(mail, log, config.siteUrl));
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const store = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    const payments = config.stripeSecretKey ? 'Stripe' : 'local test mode';
    const mode = config.production ? 'production' : config.nodeEnv;
    log(
      `API listening on http://${config.host}:${info.port} (${mode}; ${store}; payments: ${payments})`,
    );
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `${config.host}:${config.port} is already in use: stop the other program or set PORT`
        : error.message;
    console.error(`Cannot start the API: ${reason}`);
    void jobs
      .stop()
      .finally(() => db.close())
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopLoggingHearing();
    const jobsStopped = jobs
      .stop()
      .catch((error: unknown) => log(`stopping jobs: ${String(error)}`));
    log(`${signal}: finishing open requests and running jobs, then closing the database`);
    // If a client holds a request open, do not wait for ever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      jobsStopped
        .then(() => toolChanges.close())
        .then(() => db.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DataDirUnusableError
  ) {
    console.error(`Cannot start the API: ${error.message}`);
  } else console.error(error);
  process.exit(1);
});
