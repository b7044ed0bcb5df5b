// The cart as the pages use it, whoever is shopping: a visitor's is kept in this browser,
// a customer's by the API. At the first cart call after signing in, what the visitor had
// joins the account's cart (POST /cart/merge) and is then forgotten here; if that fails, it
// stays and joins at the next call. Every answer that holds the cart updates the navbar's count.
import type { Cart } from '../domain/cart';
import { joinedCartSentence } from '../domain/cart-join';
import { fail } from '../domain/result';
import type { ApiPort, ApiResult } from '../ports/api.port';
import type { AppPorts } from '../ports/app-ports';
import type { CartCalls } from '../ports/visitor-cart.port';
import type { CartCount } from './cart-count';

export interface ShopperCart
  extends CartCalls, Pick<ApiPort, 'checkOut' | 'reorder' | 'quickOrder'> {
  /** What the last join of a visitor's cart did, in a sentence; told once. */
  takeJoinNotice: () => string | undefined;
}

type CartPorts = Pick<AppPorts, 'api' | 'tokens' | 'loadVisitorCart' | 'visitorCartSize'>;

export function createShopperCart(ports: CartPorts, count: CartCount): ShopperCart {
  const { api } = ports;
  let joining: Promise<void> | undefined;
  let joinNotice: string | undefined;

  /** The visitor's lines join the account's cart, once, before its first call. */
  async function joinVisitorLines(): Promise<void> {
    const visitor = await ports.loadVisitorCart();
    const lines = visitor.lines();
    if (lines.length === 0) return;
    // What the account held, so the sentence can say which quantities the stock capped.
    // Either call failing leaves the visitor's lines here, to join at the next call.
    const before = await api.getCart();
    if (!before.ok) return;
    const merged = await api.mergeCart(lines);
    if (!merged.ok) return;
    visitor.clear();
    joinNotice = joinedCartSentence(before.value.lines, lines, merged.value.lines);
  }

  async function cartCalls(): Promise<CartCalls> {
    if (ports.tokens.get() === null) return ports.loadVisitorCart();
    if (ports.visitorCartSize() > 0) {
      joining ??= joinVisitorLines()
        .catch(() => undefined)
        .finally(() => (joining = undefined));
      await joining;
    }
    return api;
  }

  // Answers may land out of order (the cart page's read, then two quick removes): the count
  // shows the answer of the call made last, never an older answer that lands after it.
  let callsMade = 0;
  let countFrom = 0;
  function countOnAnswer(): (lines: number) => void {
    const call = ++callsMade;
    return (lines) => {
      if (call < countFrom) return;
      countFrom = call;
      count.set(lines);
    };
  }

  async function counted(call: (calls: CartCalls) => ApiResult<Cart>): ApiResult<Cart> {
    const show = countOnAnswer();
    let calls: CartCalls;
    try {
      calls = await cartCalls();
    } catch {
      // The visitor cart's code could not load: like any call that cannot reach the store.
      return fail({ kind: 'network' });
    }
    const answer = await call(calls);
    if (answer.ok) show(answer.value.lines.length);
    return answer;
  }

  return {
    takeJoinNotice() {
      const notice = joinNotice;
      joinNotice = undefined;
      return notice;
    },
    getCart: () => counted((calls) => calls.getCart()),
    addToCart: (line) => counted((calls) => calls.addToCart(line)),
    setCartQty: (toolId, qty) => counted((calls) => calls.setCartQty(toolId, qty)),
    removeFromCart: (toolId) => counted((calls) => calls.removeFromCart(toolId)),
    async checkOut(input) {
      const placed = await api.checkOut(input);
      // Checking out takes the ordered tools out of the cart: the count is read again.
      if (placed.ok) void counted((calls) => calls.getCart());
      return placed;
    },
    async reorder(orderId) {
      const show = countOnAnswer();
      const reordered = await api.reorder(orderId);
      if (reordered.ok) show(reordered.value.cart.lines.length);
      return reordered;
    },
    async quickOrder(text, dryRun) {
      const show = countOnAnswer();
      const answer = await api.quickOrder(text, dryRun);
      if (answer.ok && answer.value.applied) show(answer.value.cart.lines.length);
      return answer;
    },
  };
}
