// The build draws each signed-in page's frame with ports whose calls never answer: a route
// whose loader waited for one of them would hang the build. The cart's loader waits for
// the kept addresses with the cart: at build time there are none.
import { describe, expect, it } from 'vitest';
import { prerenderFrame } from './prerender';

describe("the cart's frame, drawn at build time", () => {
  it('is drawn, with its heading', async () => {
    const { html } = await prerenderFrame('/cart', 'unconfirmed');
    expect(html).toContain('Cart');
  }, 10_000);
});
