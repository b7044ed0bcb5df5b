// The order form of the tool page, driven by the checkout machine.
import { describeError } from '../../errors/describe-error';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { priceWithReason, type BuyerTerms } from '../../../domain/buyer-price';
import { formatAmount } from '../../../domain/money';
import type { Tool } from '../../../domain/tool';
import {
  canPlaceOrder,
  checkoutTotal,
  linePrice,
  contactErrors,
  quantityError,
  type checkoutMachine,
  type CheckoutEmitted,
  type Customer,
} from '../../../machines/checkout.machine';
import { parseWholeNumber } from '../../../domain/whole-number';
import { Button } from '../../components/button/button';
import { PriceTiers } from '../../components/price-tiers/price-tiers';
import { checkQuantity, type QuantityCheck } from '../../../domain/quantity';
import { backorderNote, splitQuantity } from '../../../domain/backorder';
import type { ApiResult } from '../../../ports/api.port';
import { TextField } from '../../components/text-field/text-field';
import { focusFirstInvalid } from '../../focus/focus-first-invalid';
import { notify } from '../../components/toast/toast-requests';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { DeliveryFields } from '../checkout-shared/delivery-fields';
import type { DeliveryAddress } from '../../../domain/delivery-address';
import * as styles from './tool-detail-page.css';

export const ORDER_PLACED = 'Your order has been placed';

export interface OrderFormProps {
  tool: Tool;
  customer: Customer;
  /** The account's kept delivery addresses, the last used first. */
  addresses?: readonly DeliveryAddress[] | undefined;
  /** The buyer's company and its contract prices; undefined for a lone customer. */
  buyer?: BuyerTerms | undefined;
  /** The checkout flow, already wired to the API (by the composition root, or a test). */
  machine: typeof checkoutMachine;
  /** Called once the server has the order (the page then moves on to My Orders). */
  onPlaced?: (placed: CheckoutEmitted) => void;
  /** Adds the chosen quantity to the customer's cart; absent, no "Add to cart" button. */
  onAddToCart?: ((qty: number) => ApiResult<unknown>) | undefined;
}

export const ADDED_TO_CART = 'Added to your cart';

export function OrderForm({
  tool,
  customer,
  addresses,
  buyer,
  machine,
  onPlaced,
  onAddToCart,
}: OrderFormProps) {
  const actor = useActorRef(machine, { input: { tool, customer, addresses, buyer } });
  const context = useSelector(actor, (s) => s.context);
  const placing = useSelector(actor, (s) => s.matches('placing'));
  const enabled = useSelector(actor, canPlaceOrder);

  useEffect(() => {
    const subscription = actor.on('placed', (placed) => {
      void notify(ORDER_PLACED);
      onPlaced?.(placed);
    });
    return () => subscription.unsubscribe();
  }, [actor, onPlaced]);

  const qtyError = quantityError(context);
  const contact = context.attempted ? contactErrors(context) : {};
  const total = checkoutTotal(context);
  const price = linePrice(context);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'submit' });
    // Refused by the form's own checks: the first field to fix gets focus.
    const after = actor.getSnapshot();
    if (after.matches('placing')) return;
    const quantity = quantityError(after.context) === undefined ? [] : ['quantity'];
    focusFirstInvalid(event.currentTarget, [
      ...Object.keys(contactErrors(after.context)),
      ...quantity,
    ]);
  };

  return (
    <form className={checkout.panel} noValidate onSubmit={submit} aria-labelledby="order-title">
      <h2 id="order-title">Place your order</h2>
      <DeliveryFields
        customer={customer}
        kept={context.addresses}
        current={context}
        errors={contact}
        onChoose={(address) => actor.send({ type: 'address.choose', address })}
        onAddress={(value) => actor.send({ type: 'address.change', value })}
        onPhone={(value) => actor.send({ type: 'phone.change', value })}
      />
      <TextField
        label="Quantity"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={tool.minQty}
        max={tool.backorderUntil === undefined ? tool.availableQty : undefined}
        hint={quantityHint(tool)}
        value={context.quantity}
        error={qtyError}
        onChange={(event) => actor.send({ type: 'quantity.change', value: event.target.value })}
      />
      <BackorderNotice tool={tool} qty={parseWholeNumber(context.quantity)} />
      <PriceTiers tool={tool} qty={parseWholeNumber(context.quantity)} />
      {price?.ok && <p className={styles.priceReason}>Your price: {priceWithReason(price)}</p>}
      <p className={styles.total}>
        Total: <output aria-live="polite">{total === undefined ? '—' : formatAmount(total)}</output>
      </p>
      {context.serverError && (
        <p role="alert" className={checkout.formError}>
          {describeError(context.serverError)}
        </p>
      )}
      <Button type="submit" disabled={!enabled && !placing} loading={placing}>
        Place order
      </Button>
      {onAddToCart && (
        <AddToCart quantity={checkQuantity(tool, context.quantity)} onAdd={onAddToCart} />
      )}
    </form>
  );
}

/** Backorders allowed: the stock is not the most one may order. */
const quantityHint = (tool: Tool): string =>
  tool.backorderUntil === undefined
    ? `Between ${tool.minQty} and ${tool.availableQty}`
    : `At least ${tool.minQty}; ${tool.availableQty} in stock, more on backorder`;

/** What of the quantity typed would wait for stock, and until when, before anything is paid. */
function BackorderNotice({ tool, qty }: { tool: Tool; qty: number | undefined }) {
  if (tool.backorderUntil === undefined || qty === undefined) return null;
  const { backordered } = splitQuantity(tool, qty);
  if (backordered === 0) return null;
  return <p role="status">{backorderNote(backordered, tool.backorderUntil)}</p>;
}

/** "Add to cart" with the form's quantity, checked here and again by the API. */
function AddToCart({
  quantity,
  onAdd,
}: {
  quantity: QuantityCheck;
  onAdd: (qty: number) => ApiResult<unknown>;
}) {
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const add = async () => {
    if (!quantity.ok) {
      setSaid({ ok: false, text: quantity.message });
      return;
    }
    setAdding(true);
    const added = await onAdd(quantity.qty);
    setAdding(false);
    setSaid(
      added.ok
        ? { ok: true, text: ADDED_TO_CART }
        : { ok: false, text: describeError(added.error) },
    );
  };
  return (
    <>
      <Button variant="secondary" loading={adding} onClick={() => void add()}>
        Add to cart
      </Button>
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? undefined : checkout.formError}>
          {said.text}
        </p>
      )}
    </>
  );
}
