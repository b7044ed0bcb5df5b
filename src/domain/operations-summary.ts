// The operations dashboard's figures (issue 15): sales per day for the last 30 days, what
// waits to be shipped, unpaid orders by how long they have waited, the best-selling tools,
// the tools running low and what is owed on account (issue 26). Days are UTC calendar days,
// like the CSV exports'.
import { dayOf } from './contract-price-days';

export const SALES_DAYS = 30;
export const TOP_TOOLS = 5;
export const LOW_STOCK_LISTED = 10;

/** Unpaid orders are told apart by age: bounds in minutes, each bucket up to its bound. */
export const UNPAID_AGE_BOUNDS = [15, 60] as const;
export const UNPAID_AGE_LABELS = ['Under 15 minutes', '15 to 60 minutes', 'Over an hour'] as const;

export interface DaySales {
  /** YYYY-MM-DD, UTC. */
  readonly day: string;
  /** Paid (or shipped) orders placed that day. */
  readonly orders: number;
  readonly revenue: number;
}

export interface ToolSales {
  readonly toolId: string;
  readonly toolName: string;
  readonly units: number;
  readonly revenue: number;
}

export interface LowStockTool {
  readonly toolId: string;
  readonly toolName: string;
  readonly availableQty: number;
  /** The stock at or below which the tool counts as low. */
  readonly threshold: number;
}

export interface UnpaidAge {
  readonly label: (typeof UNPAID_AGE_LABELS)[number];
  readonly count: number;
}

export interface OperationsSummary {
  readonly salesByDay: readonly DaySales[];
  readonly toShip: number;
  readonly unpaidByAge: readonly UnpaidAge[];
  readonly topTools: readonly ToolSales[];
  readonly lowStock: readonly LowStockTool[];
  /** Credit notes issued since the start of this UTC month, in cents. */
  readonly refundedThisMonthCents: number;
  /** What open invoices on account still owe, in cents. */
  readonly owedCents: number;
  /** The part of `owedCents` past its due date. */
  readonly overdueCents: number;
  /** Returns an admin still has to act on: to accept or refuse, or to receive. */
  readonly returnsAwaiting: number;
  /** When the figures were read, ISO 8601. */
  readonly readAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 30 UTC days that end today, oldest first, and the moment the first one starts. */
export function salesWindow(now: Date): { readonly from: Date; readonly days: readonly string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (SALES_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: SALES_DAYS }, (_, n) =>
    dayOf(new Date(from.getTime() + n * DAY_MS)),
  );
  return { from, days };
}

/** The moment this UTC calendar month began. */
export const monthStart = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Every day of the window, a day without sales as zero, so the chart has no holes. */
export function everyDay(days: readonly string[], sold: readonly DaySales[]): DaySales[] {
  const byDay = new Map(sold.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { day, orders: 0, revenue: 0 });
}

/** The bucket counts (one per label) as the dashboard lists them. */
export function unpaidAges(counts: readonly number[]): UnpaidAge[] {
  return UNPAID_AGE_LABELS.map((label, n) => ({ label, count: counts[n] ?? 0 }));
}

/** Which bucket an unpaid order placed at `placedAt` falls in at `now`. */
export function ageBucket(placedAt: Date, now: Date): number {
  const minutes = (now.getTime() - placedAt.getTime()) / 60_000;
  const bucket = UNPAID_AGE_BOUNDS.findIndex((bound) => minutes < bound);
  return bucket === -1 ? UNPAID_AGE_BOUNDS.length : bucket;
}
