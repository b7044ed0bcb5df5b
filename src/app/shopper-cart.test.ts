// The navbar's count follows the cart call made last, whatever order the answers land in.
import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../domain/cart';
import { ok } from '../domain/result';
import type { ApiPort } from '../ports/api.port';
import { createCartCount } from './cart-count';
import { createShopperCart } from './shopper-cart';

const cartOf = (size: number): Cart => ({
  lines: Array.from({ length: size }, () => ({}) as CartLine),
  total: 0,
});

function signedInShopper(api: Partial<ApiPort>) {
  const count = createCartCount(null);
  const shopper = createShopperCart(
    {
      api: api as ApiPort,
      tokens: { get: () => 'token', set: () => undefined, clear: () => undefined },
      loadVisitorCart: () => Promise.reject(new Error('not a visitor')),
      visitorCartSize: () => 0,
    } as unknown as Parameters<typeof createShopperCart>[0],
    count,
  );
  return { count, shopper };
}

describe("the cart's count in the navbar", () => {
  it('keeps the answer of a remove made after a read that lands later', async () => {
    let answerRead: (cart: Cart) => void = () => undefined;
    const { count, shopper } = signedInShopper({
      getCart: () => new Promise((resolve) => (answerRead = (cart) => resolve(ok(cart)))),
      removeFromCart: async () => ok(cartOf(0)),
    });
    const read = shopper.getCart();
    await shopper.removeFromCart('tool-1');
    expect(count.get()).toBe(0);
    answerRead(cartOf(1));
    await read;
    expect(count.get()).toBe(0);
  });

  it('takes the answer of a later read', async () => {
    const { count, shopper } = signedInShopper({
      removeFromCart: async () => ok(cartOf(1)),
      getCart: async () => ok(cartOf(2)),
    });
    await shopper.removeFromCart('tool-1');
    await shopper.getCart();
    expect(count.get()).toBe(2);
  });
});
