// /cart: a visitor's cart as this browser keeps it, or a customer's as the server keeps
// it. Each line's quantity is checked by the domain as typed and again when it is saved;
// a line's change or Remove runs through the cart's row-actions machine (one change per line
// at a time, shown at once, then the API's cart or its sentence); checking out (signed in) makes one order of every line and moves on to its payment page.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  cartActionsFor,
  type CartAction,
  type CartActionsMachine,
} from '../../../machines/table-actions';
import type { LoadView } from '../../data/load-view';
import { cartOf, withQty, type Cart, type CartLine } from '../../../domain/cart';
import type { CompanyAddresses } from '../../../domain/company';
import type { DeliveryAddress } from '../../../domain/delivery-address';
import type { Order } from '../../../domain/order';
import type { ApiError, ApiPort } from '../../../ports/api.port';
import { EmptyState } from '../../components/empty-state/empty-state';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Link } from '../../components/link/link';
import { Spinner } from '../../components/spinner/spinner';
import { describeError } from '../../errors/describe-error';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { CartLineItem } from './cart-line';
import { CartSummary } from './cart-summary';
import * as styles from './cart-page.css';
import { DeliveryForm } from './delivery-form';
import { EarlyCartLines, EarlyCartSide, EARLY_SIDE_HOLD } from './early-cart';
import { FrameOr } from '../../components/early-slot/early-slot';
import { useRowActions } from '../dashboard-shared/use-row-actions';
import { Alert } from '../../components/alert/alert';

export const EMPTY_CART = 'Your cart is empty.';
export const BROWSE_CATALOGUE = 'Browse the catalogue';

export type CartCalls = Pick<ApiPort, 'setCartQty' | 'removeFromCart' | 'checkOut'>;

/** What the route's loader read: the cart, and what joining a visitor's cart did. */
export interface CartData {
  readonly cart: Cart;
  /** What joining a visitor's cart at sign-in did, in a sentence (told once). */
  readonly joinNotice?: string | undefined;
}

export const SIGN_IN_TO_CHECK_OUT = 'Sign in to check out';

export interface CartPageProps {
  view: LoadView<CartData>;
  /** Checkout; the loading and failed faces need none. */
  api?: CartCalls;
  /** A line's quantity and Remove, wired to the route's cart by the composition root. */
  lineActions?: CartActionsMachine | undefined;
  /** Who checks out; undefined for a visitor, who is asked to sign in first. */
  customer?: { readonly name: string; readonly email: string } | undefined;
  /** The signed-in account's kept delivery addresses, the last used first. */
  addresses?: readonly DeliveryAddress[] | undefined;
  /** A company member's company's delivery addresses, offered beside the kept ones. */
  companyAddresses?: CompanyAddresses | undefined;
  /** The order was placed: the route moves on to its payment page. */
  onCheckedOut?: (order: Order) => void;
}

/** Where focus goes once a removed line has left the screen. */
type FocusAfterRemove = { readonly toolId: string } | 'empty' | undefined;

const unavailable = async (): Promise<{ ok: false; error: ApiError }> => ({
  ok: false,
  error: { kind: 'network' },
});
const NO_CALLS: CartCalls = {
  setCartQty: unavailable,
  removeFromCart: unavailable,
  checkOut: unavailable,
};
const NO_LINE_ACTIONS = cartActionsFor(NO_CALLS);

/** The cart as the API last priced it, with the changes on their way shown as made. */
function cartShown(cart: Cart, pending: Readonly<Record<string, CartAction>>): Cart {
  return cartOf(
    cart.lines.flatMap((line) => {
      const change = pending[line.toolId];
      if (change === undefined) return [line];
      return change.kind === 'remove' ? [] : [withQty(line, change.qty)];
    }),
  );
}

export function CartPage({ view, ...loaded }: CartPageProps) {
  // Called, not mounted: its heading is the loaded page's, the same node when the lines come.
  if (view.status === 'loading') return cartLoadingFace();
  // Failed keeps the page's frame too: its column, its width and its heading.
  if (view.status === 'failed') {
    return cartFace(<LoadFailed title="Your cart could not be loaded" view={view} />);
  }
  return <LoadedCart {...view.value} {...loaded} />;
}

function LoadedCart({
  cart: loadedCart,
  joinNotice,
  api = NO_CALLS,
  lineActions = NO_LINE_ACTIONS,
  customer,
  addresses,
  companyAddresses,
  onCheckedOut = () => undefined,
}: CartData & Omit<CartPageProps, 'view'>) {
  const [answered, setAnswered] = useState(loadedCart);
  const [refusal, setRefusal] = useState<string>();
  // Only the answer to the latest change is shown: an earlier one may arrive after it.
  const changes = useRef({ made: 0, shown: 0, byLine: new Map<string, number>() });
  const { run, pending } = useRowActions(lineActions, (outcome) => {
    const change = changes.current.byLine.get(outcome.rowId) ?? 0;
    if (change < changes.current.shown) return;
    changes.current.shown = change;
    // A refused change: its line shows as the API last had it, with the API's sentence.
    if (outcome.type === 'failed') return setRefusal(describeError(outcome.error));
    setRefusal(undefined);
    setAnswered(outcome.output);
  });
  const cart = cartShown(answered, pending);
  const saving = Object.keys(pending).length > 0;
  const names = useRef(new Map<string, HTMLAnchorElement>());
  const emptyLink = useRef<HTMLAnchorElement>(null);
  const focusAfterRemove = useRef<FocusAfterRemove>(undefined);

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === undefined) return;
    focusAfterRemove.current = undefined;
    if (target === 'empty') emptyLink.current?.focus();
    else names.current.get(target.toolId)?.focus();
  });

  /** A line's change: shown at once as the domain prices it, while the API saves it. */
  const change = (toolId: string, action: CartAction) => {
    // A line takes one change at a time: a click while its change is on its way does nothing.
    if (Object.hasOwn(pending, toolId)) return false;
    changes.current.byLine.set(toolId, ++changes.current.made);
    void run({ action, rowId: toolId });
    return true;
  };
  const setQty = (line: CartLine, qty: number) => change(line.toolId, { kind: 'qty', qty });
  const remove = (index: number) => {
    const line = cart.lines[index];
    if (!line) return;
    // The next line's name, else the one before, else the way to the catalogue.
    const next = cart.lines[index + 1] ?? cart.lines[index - 1];
    if (change(line.toolId, { kind: 'remove' })) {
      focusAfterRemove.current = next ? { toolId: next.toolId } : 'empty';
    }
  };
  const empty = cart.lines.length === 0;
  return (
    <div className={styles.page}>
      <section aria-labelledby="cart-title" className={styles.main}>
        <h1 id="cart-title">Your cart</h1>
        {customer && <Link href="/dashboard/quickOrder">Quick order by part number</Link>}
        {joinNotice && (
          <p role="status" className={styles.notice}>
            {joinNotice}
          </p>
        )}
        {empty ? (
          <EmptyState
            title={EMPTY_CART}
            action={
              <Link ref={emptyLink} href="/tools" look={{ variant: 'primary' }}>
                {BROWSE_CATALOGUE}
              </Link>
            }
          />
        ) : (
          <ul aria-label="Tools in your cart" className={styles.lines}>
            {cart.lines.map((line, index) => (
              <CartLineItem
                key={line.toolId}
                line={line}
                nameRef={(element) => {
                  if (element) names.current.set(line.toolId, element);
                  else names.current.delete(line.toolId);
                }}
                onQty={(qty) => setQty(line, qty)}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        )}
        <Alert className={checkout.formError}>{refusal}</Alert>
      </section>
      {!empty && !customer && <SignInToCheckOut cart={cart} saving={saving} />}
      {!empty && customer && (
        <DeliveryForm
          cart={cart}
          saving={saving}
          customer={customer}
          addresses={addresses}
          companyAddresses={companyAddresses}
          checkOut={(input) => api.checkOut(input)}
          onCheckedOut={onCheckedOut}
        />
      )}
    </div>
  );
}

/**
 * The page while the cart loads: its heading in place, its lines and delivery column at about
 * their size, so the footer stays out of view and the lines, when they come, are the page's
 * largest paint. The signed-in frame the build prerenders shows the early face instead, which
 * the inline bootstrap fills from the cart's early reads (early-cart.tsx).
 */
function cartLoadingFace() {
  return cartFace(
    <FrameOr
      early={<EarlyCartLines />}
      loading={
        <>
          <Spinner label="Loading your cart" showLabel />
          <div className={styles.linesPlaceholder} />
        </>
      }
    />,
    <FrameOr
      early={<EarlyCartSide />}
      hold={EARLY_SIDE_HOLD}
      loading={<div className={styles.sidePlaceholder} />}
    />,
  );
}

/** The page's column and heading around what stands in for the lines while they cannot show. */
function cartFace(content: ReactNode, side?: ReactNode) {
  return (
    <div className={styles.page}>
      <section aria-labelledby="cart-title" className={styles.main}>
        <h1 id="cart-title">Your cart</h1>
        {content}
      </section>
      {side}
    </div>
  );
}

/** A visitor's cart goes with them when they sign in (the shopper cart joins it). */
function SignInToCheckOut({ cart, saving }: { cart: Cart; saving: boolean }) {
  return (
    <section className={`${checkout.panel} ${styles.side}`} aria-labelledby="delivery-title">
      <h2 id="delivery-title">Delivery</h2>
      <p>Your cart stays in this browser until you sign in, then it joins your account.</p>
      <CartSummary total={cart.total} lines={cart.lines} saving={saving}>
        <Link href="/login?redirect=%2Fcart" look={{ variant: 'primary' }}>
          {SIGN_IN_TO_CHECK_OUT}
        </Link>
      </CartSummary>
    </section>
  );
}
