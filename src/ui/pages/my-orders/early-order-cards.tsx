// My Orders' face while the orders load: the first orders' cards as the page draws them on
// a phone, each value an empty slot (`data-early`). In the prerendered frame the inline
// bootstrap fills them from the orders' early read (src/app/early-paint.ts), so the page's
// largest element is its first order, painted before the app has run; elsewhere they stay
// placeholders until the page draws its orders.
import { Fragment } from 'react';
import * as cards from '../../components/table/table-cards.css';
import * as styles from './early-order-cards.css';
import { EARLY_ORDER_CARDS, orderSlot } from './early-order-slots';

function Slot({ row, field }: { row: number; field: string }) {
  return <span data-early={orderSlot(row, field)} className={styles.slot} />;
}

const DETAILS = [
  ['Order', ['number', 'date']],
  ['Quantity', ['quantity']],
  ['Total', ['total']],
  ['Status', ['status']],
  ['Payment', ['payment', 'deadline']],
] as const;

export function EarlyOrderCards() {
  const rows = Array.from({ length: EARLY_ORDER_CARDS }, (_, row) => row);
  return (
    <div className={cards.root} aria-hidden="true">
      <p className={cards.caption}>Your orders</p>
      <ul className={cards.list}>
        {rows.map((row) => (
          <li key={row} className={cards.card}>
            <div className={cards.title}>
              <Slot row={row} field="tool" />
            </div>
            <dl className={cards.details}>
              {DETAILS.map(([name, fields]) => (
                <div key={name} className={cards.detail}>
                  <dt className={cards.term}>{name}</dt>
                  <dd className={cards.value}>
                    {fields.map((field, line) => (
                      <Fragment key={field}>
                        {line > 0 && <br />}
                        <Slot row={row} field={field} />
                      </Fragment>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
