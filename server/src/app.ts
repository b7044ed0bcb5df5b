// createApp(deps): the whole HTTP API as a Hono app, with no I/O of its own beyond deps.
import { Hono } from 'hono';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './http/app-env';
import { edgeGuards } from './http/edge-guards';
import { errorHandler, notFound } from './http/error-handler';
import { requestLog } from './http/request-log';
import { presentTool } from './routes/asset-urls';
import { adminRoutes } from './routes/admin.routes';
import { apiDocsRoutes } from './routes/api-docs.routes';
import { cartRoutes } from './routes/cart.routes';
import { quickOrderRoutes } from './routes/quick-order.routes';
import { approvalRoutes } from './routes/approvals.routes';
import { companyRoutes } from './routes/companies.routes';
import { refundRoutes } from './routes/refunds.routes';
import { termsRoutes } from './routes/terms.routes';
import { returnRoutes } from './routes/returns.routes';
import { shipmentRoutes } from './routes/shipments.routes';
import { benchRoutes } from './routes/bench.routes';
import { healthRoutes } from './routes/health.routes';
import { imageRoutes } from './routes/images.routes';
import { orderRoutes } from './routes/orders.routes';
import { productPageRoutes } from './routes/product-pages.routes';
import { quoteRoutes } from './routes/quotes.routes';
import { reviewRoutes } from './routes/reviews.routes';
import { stripeWebhookRoutes } from './routes/stripe-webhook.routes';
import { ToolCatalogCache } from './routes/tool-catalog.cache';
import { toolRoutes } from './routes/tools.routes';
import { userRoutes } from './routes/users.routes';

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
  app.route('/', reviewRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', orderRoutes(deps, catalog));
  app.route('/', adminRoutes({ ...deps, log }));
  app.route('/', cartRoutes(deps));
  app.route('/', quickOrderRoutes(deps));
  app.route('/', companyRoutes(deps));
  app.route('/', refundRoutes(deps, catalog));
  app.route('/', returnRoutes(deps, catalog));
  app.route('/', shipmentRoutes(deps));
  app.route('/', approvalRoutes(deps));
  app.route('/', termsRoutes(deps));
  app.route('/', quoteRoutes(deps, catalog));
  app.route('/', stripeWebhookRoutes({ ...deps, log }));
  if (deps.benchRoutes) app.route('/', benchRoutes(catalog));
  return app;
}
