// What an order holds, as facts: a one-tool order names its tool and quantity as it always
// has; an order of several tools lists each with its quantity, unit price and line total.
import { OrderAmount } from './order-amount';
import type { Order } from '../../../domain/order';
import { Fact } from '../../components/facts/facts';
import { BackorderFacts } from './backorder-facts';
import * as styles from './order-lines-facts.css';

/** A one-tool order's part number, as it was ordered; nothing when the line has none. */
export function LinePartNumberFact({ lines }: { lines: Order['lines'] }) {
  const partNumber = lines[0]?.partNumber;
  return partNumber === undefined ? null : <Fact name="Part number">{partNumber}</Fact>;
}

export interface OrderLinesFactsProps {
  readonly order: Pick<Order, 'lines' | 'toolName' | 'toolQty' | 'pricesWithheld'>;
}

export function OrderLinesFacts({ order }: OrderLinesFactsProps) {
  if (order.lines.length <= 1) {
    return (
      <>
        <Fact name="Tool">{order.toolName}</Fact>
        <LinePartNumberFact lines={order.lines} />
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
            <span className={styles.name}>
              {/* Its own element: the tool's name reads alone, its part number beside it. */}
              <span>{line.toolName}</span>
              {line.partNumber && (
                <span className={styles.partNumber}>Part number {line.partNumber}</span>
              )}
            </span>
            <span className={styles.figures}>
              {line.qty} × <OrderAmount order={order} cents={line.unitPrice} /> ={' '}
              <OrderAmount order={order} cents={line.total} />
            </span>
          </li>
        ))}
      </ul>
      <BackorderFacts lines={order.lines} />
    </Fact>
  );
}
