// The order page's early face, in the prerendered frame only: what was ordered and where it
// goes, as order-detail-page.tsx draws them, each value an empty slot. The inline bootstrap
// fills them (and the heading's number) from the order's early read (src/app/early-paint.ts),
// so the order shows before the app has run. Hidden from assistive technology: the app
// draws the page itself over the frame.
import { EarlySlot, held } from '../../components/early-slot/early-slot';
import { Fact, Facts } from '../../components/facts/facts';
import * as checkout from '../checkout-shared/checkout-layout.css';
import * as styles from './order-detail-page.css';

export function EarlyOrderDetail() {
  return (
    // Held until filled: its deadline and address often wrap, which grew the panels.
    <div data-early-hold="" className={`${styles.columns} ${held}`} aria-hidden="true">
      <div className={checkout.panel}>
        <h2>What was ordered</h2>
        <Facts>
          {slotFact('Placed', 'placed')}
          {slotFact('Status', 'status', true)}
          {slotFact('Payment', 'payment')}
          <Fact name="Tool">
            <span className={styles.tool}>
              <img data-early="img" alt="" className={styles.thumbnail} />
              <EarlySlot name="tool" />
            </span>
          </Fact>
          {slotFact('Quantity', 'quantity')}
          {slotFact('Unit price', 'unitPrice')}
          {slotFact('Total', 'total', true)}
        </Facts>
      </div>
      <div className={checkout.panel}>
        <h2>Delivery</h2>
        <Facts>
          {slotFact('Name', 'name')}
          {slotFact('E-mail', 'email')}
          {slotFact('Address', 'address')}
          {slotFact('Phone', 'phone')}
        </Facts>
      </div>
    </div>
  );
}

/** A fact whose value the inline bootstrap writes into its slot. */
const slotFact = (name: string, slot: string, strong?: boolean) => (
  <Fact name={name} strong={strong}>
    <EarlySlot name={slot} />
  </Fact>
);
