// `GET /operations/summary` (admin): the dashboard's figures as they stand now. The eight
// reads are independent aggregates, so they run side by side.
import {
  everyDay,
  LOW_STOCK_LISTED,
  monthStart,
  salesWindow,
  TOP_TOOLS,
  UNPAID_AGE_BOUNDS,
  unpaidAges,
  type OperationsSummary,
} from '../../domain/operations-summary';
import { ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { OperationsSources } from '../ports/operations-sources.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function summarizeOperations(
  deps: { readonly operations: OperationsSources; readonly now: Date },
  viewer: Viewer,
): Promise<Result<OperationsSummary, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const { operations, now } = deps;
  const { from, days } = salesWindow(now);
  const [sold, toShip, ages, topTools, lowStock, refundedThisMonthCents, returnsAwaiting, owed] =
    await Promise.all([
      operations.salesByDay(from),
      operations.countToShip(),
      operations.unpaidByAge(now, UNPAID_AGE_BOUNDS),
      operations.topTools(from, TOP_TOOLS),
      operations.lowStock(LOW_STOCK_LISTED),
      operations.refundedCents(monthStart(now)),
      operations.countReturnsAwaiting(),
      operations.receivables(now),
    ]);
  return ok({
    salesByDay: everyDay(days, sold),
    toShip,
    unpaidByAge: unpaidAges(ages),
    topTools,
    lowStock,
    refundedThisMonthCents,
    returnsAwaiting,
    ...owed,
    readAt: now.toISOString(),
  });
}
