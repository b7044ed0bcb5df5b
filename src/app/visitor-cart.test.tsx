// A visitor's cart in the app, on the in-memory store: started from the catalogue without
// signing in, counted in the navbar, shown on /cart with a way to sign in and check out,
// and joined to the account's cart at the first cart call after signing in.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_TOOL_IDS } from '../seed/demo-store';
import { demoTool } from '../testing/demo-tools';
import { createMemoryWorld } from '../testing/memory-world';
import { renderRoute } from '../testing/render-route';
import { addedMessage } from '../ui/components/tool-card/add-to-cart-button';
import { SIGN_IN_TO_CHECK_OUT } from '../ui/pages/cart/cart-page';
import { createCartCount } from './cart-count';
import { createShopperCart } from './shopper-cart';

const roller = demoTool(DEMO_TOOL_IDS.paintRoller);
const tray = demoTool(DEMO_TOOL_IDS.paintTray);

describe("a visitor's cart", () => {
  it('starts from the catalogue, is counted in the navbar and shown on /cart', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/tools?q=${encodeURIComponent('roller')}`);
    const main = within(await screen.findByRole('main'));
    expect(screen.getByRole('link', { name: 'Cart, 0 tools' })).toHaveAttribute('href', '/cart');

    await user.click(await main.findByRole('button', { name: `Add ${roller.name} to cart` }));

    expect(await screen.findByText(addedMessage(roller, roller.minQty))).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Cart, 1 tool' })).toHaveAttribute(
      'href',
      '/cart',
    );

    await router.navigate({ to: '/cart' });
    expect(await screen.findByLabelText(`Quantity of ${roller.name}`)).toHaveValue(roller.minQty);
    const signIn = screen.getByRole('link', { name: SIGN_IN_TO_CHECK_OUT });
    expect(signIn.getAttribute('href')).toBe('/login?redirect=%2Fcart');
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });

  it("joins the account's cart at the first cart call after signing in", async () => {
    const world = createMemoryWorld();
    const count = createCartCount(null);
    const cart = createShopperCart(world.ports, count);
    await cart.addToCart({ toolId: roller._id, qty: 12 });
    await cart.addToCart({ toolId: tray._id, qty: tray.minQty });
    expect(count.get()).toBe(2);

    await world.signInAs('customer');
    await world.api.addToCart({ toolId: roller._id, qty: 10 });
    const joined = await cart.getCart();

    expect(joined.ok && joined.value.lines.map(({ toolId, qty }) => ({ toolId, qty }))).toEqual([
      { toolId: roller._id, qty: 22 },
      { toolId: tray._id, qty: tray.minQty },
    ]);
    expect(world.ports.visitorCartSize()).toBe(0);
    // Only once: a second call finds nothing more to join.
    const again = await cart.getCart();
    expect(again.ok && again.value.lines[0]?.qty).toBe(22);
    expect(count.get()).toBe(2);
  });

  it('says in a sentence what joined, and the quantity the stock capped', async () => {
    const world = createMemoryWorld();
    const cart = createShopperCart(world.ports, createCartCount(null));
    await cart.addToCart({ toolId: roller._id, qty: 12 });
    await world.signInAs('customer');
    await world.api.addToCart({ toolId: roller._id, qty: 10 });
    const stocked = world.state.tools.get(roller._id);
    if (stocked) stocked.availableQty = 15;

    await cart.getCart();

    expect(cart.takeJoinNotice()).toBe(
      `The 1 tool you chose before signing in joined your cart; ${roller.name} is capped at 15, all we have in stock.`,
    );
    expect(cart.takeJoinNotice()).toBeUndefined();
  });

  it('keeps the visitor’s lines when joining fails, and joins at the next call', async () => {
    const world = createMemoryWorld();
    const cart = createShopperCart(world.ports, createCartCount(null));
    await cart.addToCart({ toolId: roller._id, qty: 12 });
    await world.signInAs('customer');
    world.api.failNext('network');

    await cart.getCart();
    expect(world.ports.visitorCartSize()).toBe(1);

    const joined = await cart.getCart();
    expect(joined.ok && joined.value.lines).toHaveLength(1);
    expect(world.ports.visitorCartSize()).toBe(0);
  });
});
