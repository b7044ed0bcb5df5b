// "Low stock" beside a tool's stock when it is at or below the threshold the admin set.
import { isLowStock } from '../../../domain/tool-edit';
import type { Tool } from '../../../domain/tool';
import * as styles from './low-stock-badge.css';

export interface LowStockBadgeProps {
  readonly tool: Pick<Tool, 'availableQty' | 'lowStockThreshold'>;
}

/** Nothing when the stock is above the threshold, or no threshold is set. */
export function LowStockBadge({ tool }: LowStockBadgeProps) {
  if (!isLowStock(tool)) return null;
  return (
    <span className={styles.badge} title={`At or below ${tool.lowStockThreshold} in stock`}>
      Low stock
    </span>
  );
}
