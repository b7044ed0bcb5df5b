// Sales in words, for the Overview's sentence and the chart's tooltip alike.
import { formatAmount } from '../../../domain/money';
import type { DaySales } from '../../../domain/operations-summary';
import { dateLabel } from '../../components/date-text/date-text';

/** "$1,250 from 14 orders". */
export const revenueFromOrders = (revenue: number, orders: number): string =>
  `${formatAmount(revenue)} from ${orders} ${orders === 1 ? 'order' : 'orders'}`;

/** The whole window's sales: "$1,250 from 14 orders". */
export const salesSentence = (days: readonly DaySales[]): string =>
  revenueFromOrders(
    days.reduce((sum, day) => sum + day.revenue, 0),
    days.reduce((sum, day) => sum + day.orders, 0),
  );

/** A day as the table and the chart's tooltip name it ("Nov 3, 2026"); days are UTC. */
export const dayLabel = (day: DaySales): string =>
  dateLabel(`${day.day}T12:00:00Z`, { timeZone: 'UTC' });

/** One day's sales: "Nov 3, 2026: $480 from 4 orders". */
export const daySentence = (day: DaySales): string =>
  `${dayLabel(day)}: ${revenueFromOrders(day.revenue, day.orders)}`;
