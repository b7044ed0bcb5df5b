// /cart: a visitor's cart as this browser keeps it, or a customer's as the server keeps
// it. Each line's quantity is checked by the domain as typed and again when it is saved;
// checking out (signed in) makes one order of every line and moves on to its payment page.
import { useEffect, useState } from 'react';
import type { Cart, CartLine } from '../../../domain/cart';
import type { DeliveryAddress } from '../../../domain/delivery-address';
import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { checkQuantity } from '../../../domain/quantity';
import type { ApiPort, ApiResult } from '../../../ports/api.port';
import type { ApiError } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { ErrorState } from '../../components/error-state/error-state';
import { Link } from '../../components/link/link';
import { nextTierText } from '../../components/price-tiers/price-tiers';
import { Spinner } from '../../components/spinner/spinner';
import { TextField } from '../../components/text-field/text-field';
import { describeError } from '../../errors/describe-error';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { DeliveryForm } from '../checkout-shared/delivery-form';

export const EMPTY_CART = 'Your cart is empty.';

export type CartCalls = Pick<ApiPort, 'getCart' | 'setCartQty' | 'removeFromCart' | 'checkOut'>;

export const SIGN_IN_TO_CHECK_OUT = 'Sign in to check out';

export interface CartPageProps {
  api: CartCalls;
  /** Who checks out; undefined for a visitor, who is asked to sign in first. */
  customer: { readonly name: string; readonly email: string } | undefined;
  /** The signed-in account's kept delivery addresses, the last used first; never rejects. */
  addresses?: Promise<readonly DeliveryAddress[]> | undefined;
  /** The order was placed: the route moves on to its payment page. */
  onCheckedOut: (order: Order) => void;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ApiError }
  | { readonly status: 'loaded'; readonly cart: Cart };

export function CartPage({ api, customer, addresses, onCheckedOut }: CartPageProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void api.getCart().then((result) => {
      if (!live) return;
      setLoaded(
        result.ok
          ? { status: 'loaded', cart: result.value }
          : { status: 'failed', error: result.error },
      );
    });
    return () => {
      live = false;
    };
  }, [api, attempt]);

  /** A change to the cart: the API's new cart, or its sentence, with nothing changed. */
  const change = async (call: () => ApiResult<Cart>) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      setRefusal(undefined);
      setLoaded({ status: 'loaded', cart: result.value });
    } else setRefusal(describeError(result.error));
  };

  if (loaded.status === 'loading') return <Spinner label="Loading your cart" showLabel />;
  if (loaded.status === 'failed') {
    return (
      <ErrorState
        title="Your cart could not be loaded"
        message={describeError(loaded.error)}
        onRetry={() => {
          setLoaded({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  const { cart } = loaded;
  return (
    <div className={checkout.twoColumns}>
      <section aria-labelledby="cart-title" className={checkout.panel}>
        <h1 id="cart-title">Your cart</h1>
        {cart.lines.length === 0 ? (
          <p>{EMPTY_CART}</p>
        ) : (
          <ul aria-label="Tools in your cart">
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.toolId}
                line={line}
                busy={busy}
                onQty={(qty) => void change(() => api.setCartQty(line.toolId, qty))}
                onRemove={() => void change(() => api.removeFromCart(line.toolId))}
              />
            ))}
          </ul>
        )}
        <p>
          Total: <output aria-live="polite">{formatAmount(cart.total)}</output>
        </p>
        {refusal && (
          <p role="alert" className={checkout.formError}>
            {refusal}
          </p>
        )}
      </section>
      {cart.lines.length > 0 && !customer && <SignInToCheckOut />}
      {cart.lines.length > 0 && customer && (
        <DeliveryForm
          cart={cart}
          customer={customer}
          addresses={addresses}
          checkOut={(input) => api.checkOut(input)}
          onCheckedOut={onCheckedOut}
        />
      )}
    </div>
  );
}

function CartLineRow({
  line,
  busy,
  onQty,
  onRemove,
}: {
  line: CartLine;
  busy: boolean;
  onQty: (qty: number) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState(String(line.qty));
  useEffect(() => setTyped(String(line.qty)), [line.qty]);
  const gone = line.availableQty === 0 && line.minQty === 0;
  const check = gone ? undefined : checkQuantity({ ...line, name: line.toolName }, typed);
  // The browser's check while typing; the API's sentence for the line as it is stored.
  const message = check && !check.ok ? check.message : line.problem;
  const save = () => {
    if (check?.ok && check.qty !== line.qty) onQty(check.qty);
  };
  return (
    <li>
      <h2>{line.toolName}</h2>
      {!gone && <p>{formatAmount(line.unitPrice)} each</p>}
      {line.nextTier && <p>{nextTierText(line.nextTier)}</p>}
      {!gone && (
        <TextField
          label={`Quantity of ${line.toolName}`}
          type="number"
          inputMode="numeric"
          min={line.minQty}
          max={line.availableQty}
          value={typed}
          error={message}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
      )}
      {gone && line.problem && <p role="status">{line.problem}</p>}
      <Button variant="secondary" disabled={busy} onClick={onRemove}>
        Remove {line.toolName}
      </Button>
    </li>
  );
}

/** A visitor's cart goes with them when they sign in (the shopper cart joins it). */
function SignInToCheckOut() {
  return (
    <section className={checkout.panel} aria-labelledby="delivery-title">
      <h2 id="delivery-title">Delivery</h2>
      <p>Your cart stays in this browser until you sign in, then it joins your account.</p>
      <Link href="/login?redirect=%2Fcart" look={{ variant: 'primary' }}>
        {SIGN_IN_TO_CHECK_OUT}
      </Link>
    </section>
  );
}
