// createApp(deps): the whole HTTP API as a Hono app, with no I/O of its own beyond deps.
import { Hono } from 'hono';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './http/app-env';
import { edgeGuards } from './http/edge-guards';
import { errorHandler, notFound } from './http/error-handler';
import { requestLog } from './http/request-log';
import { presentTool } from './routes/asset-urls';
import { apiDocsRoutes } from './routes/api-docs.routes';
import { addressRoutes } from './routes/addresses.routes';
import { cartRoutes } from './routes/cart.routes';
import { companyRoutes } from './routes/companies.routes';
import { benchRoutes } from './routes/bench.routes';
import { exportRoutes } from './routes/exports.routes';
import { healthRoutes } from './routes/health.routes';
import { historyRoutes } from './routes/history.routes';
import { imageRoutes } from './routes/images.routes';
import { operationsRoutes } from './routes/operations.routes';
import { invoiceRoutes } from './routes/invoices.routes';
import { orderRoutes } from './routes/orders.routes';
import { paymentRoutes } from './routes/payments.routes';
import { productPageRoutes } from './routes/product-pages.routes';
import { quoteRoutes } from './routes/quotes.routes';
import { reviewRoutes } from './routes/reviews.routes';
import { stripeWebhookRoutes } from './routes/stripe-webhook.routes';
import { ToolCatalogCache } from './routes/tool-catalog.cache';
import { toolRoutes } from './routes/tools.routes';
import { toolEditRoutes } from './routes/tool-edit.routes';
import { userRoutes } from './routes/users.routes';
import { mailRoutes } from './routes/mail.routes';

export function createApp(deps: AppDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));
  const catalog = new ToolCatalogCache(
    deps.tools,
    (tool) => presentTool(deps.publicUrl, tool),
    deps.toolCacheTtlMs ?? (deps.toolChanges ? 60_000 : 5_000),
    deps.toolChanges,
  );

  const app = new Hono<AppEnv>();
  app.use(requestLog(log));
  for (const guard of edgeGuards(deps.webOrigins)) app.use(guard);
  app.onError(errorHandler(log));
  app.notFound(notFound);

  app.route('/', healthRoutes(deps));
  app.route('/', apiDocsRoutes(deps.publicUrl));
  app.route('/', imageRoutes(deps));
  app.route('/', toolRoutes(deps, catalog));
  app.route('/', productPageRoutes(catalog, deps.siteUrl ?? deps.webOrigins[0] ?? deps.publicUrl));
  app.route('/', toolEditRoutes(deps, catalog));
  app.route('/', reviewRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', orderRoutes(deps, catalog));
  app.route('/', historyRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', invoiceRoutes(deps));
  app.route('/', exportRoutes({ ...deps, log }));
  app.route('/', operationsRoutes(deps));
  app.route('/', cartRoutes(deps));
  app.route('/', addressRoutes(deps));
  app.route('/', companyRoutes(deps));
  app.route('/', quoteRoutes(deps, catalog));
  app.route('/', mailRoutes(deps));
  app.route('/', stripeWebhookRoutes({ ...deps, log }));
  if (deps.benchRoutes) app.route('/', benchRoutes(catalog));
  return app;
}
