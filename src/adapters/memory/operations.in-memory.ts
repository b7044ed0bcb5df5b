// The operations dashboard's figures over the in-memory store: the same sums as the SQL
// repository's, worked out from the Maps.
import type { OperationsSources } from '../../application/ports/operations-sources.port';
import { ageBucket, type DaySales, type ToolSales } from '../../domain/operations-summary';
import type { Order } from '../../domain/order';
import { AWAITING_ACTION, type OrderReturn } from '../../domain/order-return';
import type { KeptAccountInvoice } from '../../domain/account-statement';
import type { CreditNote } from '../../domain/credit-note';
import { receivablesOf } from '../../domain/receivables';
import { isShippable } from '../../domain/shipment';
import type { Tool } from '../../domain/tool';

const sold = (order: Order, from: Date) =>
  order.status !== 'unpaid' && new Date(order.createdAt) >= from;

export function operationsSourcesOver(
  orders: () => readonly Order[],
  tools: () => readonly Tool[],
  afterSale: {
    readonly creditNotes: () => readonly CreditNote[];
    readonly returns: () => readonly OrderReturn[];
    readonly accountInvoices: () => readonly KeptAccountInvoice[];
  },
): OperationsSources {
  return {
    async salesByDay(from) {
      const days = new Map<string, DaySales>();
      for (const order of orders().filter((o) => sold(o, from))) {
        const day = order.createdAt.slice(0, 10);
        const had = days.get(day) ?? { day, orders: 0, revenue: 0 };
        days.set(day, { day, orders: had.orders + 1, revenue: had.revenue + order.toolPrice });
      }
      return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    },
    async countToShip() {
      return orders().filter((order) => isShippable(order)).length;
    },
    async unpaidByAge(now, boundsMinutes) {
      const counts = Array.from({ length: boundsMinutes.length + 1 }, () => 0);
      for (const order of orders().filter((o) => o.status === 'unpaid')) {
        const bucket = ageBucket(new Date(order.createdAt), now);
        counts[bucket] = (counts[bucket] ?? 0) + 1;
      }
      return counts;
    },
    async topTools(from, limit) {
      const byTool = new Map<string, ToolSales>();
      for (const line of orders()
        .filter((o) => sold(o, from))
        .flatMap((o) => o.lines)) {
        const { toolId, toolName, qty, total } = line;
        const had = byTool.get(toolId) ?? { toolId, toolName, units: 0, revenue: 0 };
        byTool.set(toolId, { ...had, units: had.units + qty, revenue: had.revenue + total });
      }
      return [...byTool.values()]
        .sort((a, b) => b.revenue - a.revenue || a.toolName.localeCompare(b.toolName))
        .slice(0, limit);
    },
    async lowStock(limit) {
      return tools()
        .filter((tool) => (tool.lowStockThreshold ?? 0) > 0)
        .filter((tool) => tool.availableQty <= (tool.lowStockThreshold ?? 0))
        .sort((a, b) => a.availableQty - b.availableQty || a.name.localeCompare(b.name))
        .slice(0, limit)
        .map((tool) => ({
          toolId: tool._id,
          toolName: tool.name,
          availableQty: tool.availableQty,
          threshold: tool.lowStockThreshold ?? 0,
        }));
    },
    async refundedCents(from) {
      return afterSale
        .creditNotes()
        .filter((note) => new Date(note.issuedAt) >= from)
        .reduce((sum, note) => sum + note.totalCents, 0);
    },
    async receivables(now) {
      return receivablesOf(afterSale.accountInvoices(), now);
    },
    async countReturnsAwaiting() {
      return afterSale.returns().filter((one) => AWAITING_ACTION.includes(one.status)).length;
    },
  };
}
