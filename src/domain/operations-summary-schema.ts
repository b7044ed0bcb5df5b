// The dashboard's figures as the API answers them, checked by the browser before use. Apart
// from operations-summary.ts so that only the lazily loaded calls carry it.
import * as v from 'valibot';
import { UNPAID_AGE_LABELS } from './operations-summary';

export const OperationsSummarySchema = v.object({
  salesByDay: v.array(v.object({ day: v.string(), orders: v.number(), revenue: v.number() })),
  toShip: v.number(),
  unpaidByAge: v.array(v.object({ label: v.picklist(UNPAID_AGE_LABELS), count: v.number() })),
  topTools: v.array(
    v.object({ toolId: v.string(), toolName: v.string(), units: v.number(), revenue: v.number() }),
  ),
  lowStock: v.array(
    v.object({
      toolId: v.string(),
      toolName: v.string(),
      availableQty: v.number(),
      threshold: v.number(),
    }),
  ),
  refundedThisMonthCents: v.number(),
  owedCents: v.number(),
  overdueCents: v.number(),
  returnsAwaiting: v.number(),
  readAt: v.string(),
});
