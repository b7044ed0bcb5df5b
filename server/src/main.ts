// Starts the API: configuration, database (migrated and seeded), adapters, HTTP server,
// and a clean shutdown on SIGTERM/SIGINT.
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import Stripe from 'stripe';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { createAccessTokens } from './auth/access-tokens';
import { loadAccessTokenSecret } from './auth/access-token-secret';
import { systemClock, type Clock } from './auth/clock';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { migrate } from './db/migrate';
import { openPgClient } from './db/pg.client';
import { openPgliteClient } from './db/pglite.client';
import type { SqlClient } from './db/sql-client.port';
import { FirebaseEmulatorIdentityVerifier } from './gateways/firebase-emulator.identity';
import { FirebaseIdentityVerifier } from './gateways/firebase.identity';
import { LocalPaymentGateway } from './gateways/local-payment.gateway';
import { StripePaymentGateway } from './gateways/stripe-payment.gateway';
import { OrdersSql } from './repositories/orders.sql';
import { ReviewsSql } from './repositories/reviews.sql';
import { ToolsSql } from './repositories/tools.sql';
import { UsersSql } from './repositories/users.sql';
import { seedDemoData } from './seed/seed-demo-data';

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

async function openDatabase(config: ServerConfig): Promise<SqlClient> {
  if (config.databaseUrl) return openPgClient(config.databaseUrl);
  return openPgliteClient(join(config.dataDir, 'pglite'));
}

function paymentGateways(stripeSecretKey: string | undefined, db: SqlClient, clock: Clock) {
  if (stripeSecretKey) {
    const stripe = new Stripe(stripeSecretKey, { maxNetworkRetries: 2 });
    return { payments: new StripePaymentGateway(stripe), localPayments: undefined };
  }
  const local = new LocalPaymentGateway(db, clock);
  return { payments: local, localPayments: local };
}

async function buildDeps(config: ServerConfig, db: SqlClient): Promise<AppDeps> {
  const clock = systemClock;
  const secret = await loadAccessTokenSecret(config.jwtSecret, config.dataDir);
  const identity =
    config.identity.mode === 'emulator'
      ? new FirebaseEmulatorIdentityVerifier(config.identity.projectId, clock)
      : new FirebaseIdentityVerifier(config.identity.projectId, clock);
  return {
    tools: new ToolsSql(db),
    orders: new OrdersSql(db),
    users: new UsersSql(db),
    reviews: new ReviewsSql(db),
    ...paymentGateways(config.stripeSecretKey, db, clock),
    identity,
    accessTokens: createAccessTokens(secret, clock, config.accessTokenTtlSeconds),
    clock,
    webOrigins: config.webOrigins,
    publicUrl: config.publicUrl,
    databaseReady: async () => (await db.query('SELECT 1 AS ok')).length === 1,
    log,
    benchRoutes: config.benchRoutes,
  };
}

async function main() {
  const config = readConfig(process.env);
  const db = await openDatabase(config);
  const applied = await migrate(db, async (tx) => {
    if (await seedDemoData(tx)) log('seeded the demo data');
  });
  if (applied.length > 0) log(`applied migrations ${applied.join(', ')}`);
  const app = createApp(await buildDeps(config, db));
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const store = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    const payments = config.stripeSecretKey ? 'Stripe' : 'local test mode';
    log(`API listening on http://${config.host}:${info.port} (${store}; payments: ${payments})`);
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `${config.host}:${config.port} is already in use: stop the other program or set PORT`
        : error.message;
    console.error(`Cannot start the API: ${reason}`);
    void db.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing open requests, then closing the database`);
    // If a client holds a request open, do not wait for ever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      db.close().then(
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
  if (error instanceof ConfigError) console.error(`Cannot start the API: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
