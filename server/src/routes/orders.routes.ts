// The orders' and payments' calls (src/ports/calls/orders.calls.ts, payments.calls.ts),
// answered by src/application/orders. Placing and checking out are rate limited; a write
// that moves stock clears the tool cache. The local test-mode gateway's card confirm is
// served only where that gateway is in use (never in production).
import { Hono } from 'hono';
import { recordBeforeCharge } from '../../../src/application/orders/charge-rule';
import {
  orderHandlers,
  paymentHandlers,
  type OrderCallDeps,
} from '../../../src/application/orders/order-handlers';
import { sentenceOf } from '../../../src/application/refusals';
import { settleInvoicePayment } from '../../../src/application/terms/invoice-payments';
import { invoiceSettlementsSql } from '../repositories/accounts.sql';
import type { Ask } from '../../../src/application/served-call';
import type { LocalCardConfirmInput } from '../../../src/domain/card';
import { ok } from '../../../src/domain/result';
import { orderCalls } from '../../../src/ports/calls/orders.calls';
import { paymentCalls } from '../../../src/ports/calls/payments.calls';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { callRoutes } from '../http/call-routes';
import { fail } from '../http/problem';
import { perAccount } from '../http/rate-limits';
import { invoiceFiles } from '../invoices/invoice-files';
import { imageAddresses } from './asset-urls';
import type { ToolCatalogCache } from './tool-catalog.cache';

/**
 * The client secret is the capability here, as with Stripe's own confirm call. The payment
 * is recorded on its order in the charge's own transaction, as Stripe's webhook would
 * record it: paid even if the browser never comes back.
 */
const confirmLocalCard =
  (local: NonNullable<AppDeps['localPayments']>) =>
  async (
    deps: OrderCallDeps,
    ask: Ask<Readonly<Record<string, string>>, LocalCardConfirmInput>,
  ) => {
    const result = await local.confirm(ask.body, async (orders, payment, tx) => {
      // A payment of invoices on account (terms.calls.ts) settles them instead of an order.
      const invoices = await settleInvoicePayment(invoiceSettlementsSql(tx), payment);
      if (invoices)
        return invoices.ok ? invoices : { ok: false, message: sentenceOf(invoices.error) };
      const rule = await recordBeforeCharge(orders, payment, deps.clock.now());
      return rule.ok ? rule : { ok: false, message: sentenceOf(rule.refusal) };
    });
    if (!result.ok) return fail(result.status, result.message);
    return ok({ status: 'succeeded' as const, paymentIntentId: result.paymentIntentId });
  };

export function orderRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const ordersPerUser = perAccount(deps.rateLimiter, 'ordersPerUser');
  const ordering = {
    ...deps,
    orderLists: deps.orders,
    invoiceFiles: invoiceFiles(deps),
    ...imageAddresses(deps.publicUrl),
  } satisfies OrderCallDeps;
  const local = deps.localPayments;
  const payments = local
    ? { ...paymentHandlers, confirmLocalCard: confirmLocalCard(local) }
    : paymentHandlers;
  return new Hono<AppEnv>()
    .route(
      '/',
      callRoutes(orderCalls, orderHandlers, ordering, {
        placeOrder: [ordersPerUser, catalog.clearsOnSuccess],
        checkOut: [ordersPerUser, catalog.clearsOnSuccess],
        deleteOrder: [catalog.clearsOnSuccess],
      }),
    )
    .route('/', callRoutes(paymentCalls, payments, ordering));
}
