// What the operations dashboard reads: the SQL repository on the server (one aggregate
// query per figure, never the orders themselves), the Maps in the in-memory API.
import type { DaySales, LowStockTool, ToolSales } from '../../domain/operations-summary';
import type { Receivables } from '../../domain/receivables';

export interface OperationsSources {
  /** Paid or shipped orders placed from `from` on, summed per UTC day (days with none left out). */
  salesByDay(from: Date): Promise<DaySales[]>;
  /** Paid orders not yet shipped. */
  countToShip(): Promise<number>;
  /**
   * Unpaid orders by age at `now`: one count per bucket, the buckets ending at each of
   * `boundsMinutes` and the last one open.
   */
  unpaidByAge(now: Date, boundsMinutes: readonly number[]): Promise<number[]>;
  /** The tools that brought in most from paid or shipped orders placed from `from` on. */
  topTools(from: Date, limit: number): Promise<ToolSales[]>;
  /** Tools whose stock is at or below their low-stock level (when set), the lowest first. */
  lowStock(limit: number): Promise<LowStockTool[]>;
  /** The cents of the credit notes issued from `from` on (every done refund issues one). */
  refundedCents(from: Date): Promise<number>;
  /** What invoices on account owe at `now`, and the part past due (receivables.ts). */
  receivables(now: Date): Promise<Receivables>;
  /** Returns requested or accepted: not yet refused or refunded. */
  countReturnsAwaiting(): Promise<number>;
}
