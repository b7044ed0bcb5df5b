// What an order holds, as facts: a one-tool order names its tool and quantity as it always
// has; an order of several tools lists each with its quantity, unit price and line total.
import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { Fact } from '../../components/facts/facts';
import { BackorderFacts } from './backorder-facts';
import * as styles from './order-lines-facts.css';

export interface OrderLinesFactsProps {
  readonly order: Pick<Order, 'lines' | 'toolName' | 'toolQty'>;
}

export function OrderLinesFacts({ order }: OrderLinesFactsProps) {
  if (order.lines.length <= 1) {
    return (
      <>
        <Fact name="Tool">{order.toolName}</Fact>
        <Fact name="Quantity">{order.toolQty}</Fact>
        <BackorderFacts lines={order.lines} />
      </>
    );
  }
  return (
    <Fact name={`Tools (${order.lines.length})`}>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.toolId} className={styles.line}>
            <span className={styles.name}>{line.toolName}</span>
            <span className={styles.figures}>
              {line.qty} × {formatAmount(line.unitPrice)} = {formatAmount(line.total)}
            </span>
          </li>
        ))}
      </ul>
      <BackorderFacts lines={order.lines} />
    </Fact>
  );
}
