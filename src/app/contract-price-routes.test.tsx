// A company buyer in the whole app: the tool page shows the contract price and why, the
// order is charged exactly that, and the cart line says which price applies.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_TOOL_IDS } from '../adapters/memory/demo-data';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { toolPagePath } from '../domain/tool-slug';
import { renderRoute } from '../testing/render-route';

const until = `31 Dec ${new Date().getUTCFullYear() + 1}`;
const BECAUSE = `Contract price for Acme Painting Contractors (10 % off) until ${until}`;

describe('contract prices in the app', () => {
  it('shows the buyer their price on the tool page and charges exactly that', async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    const { router } = renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });
    const user = userEvent.setup();

    await screen.findByRole('heading', { level: 1, name: 'Angled Sash Brush 2"' });
    // 20 brushes at $7.00, 10 % off: $6.30 each.
    expect(screen.getByText(`Your price: $6.30 / unit: ${BECAUSE}`)).toBeVisible();
    await user.type(screen.getByLabelText('Address'), '120 Summit Street, Toledo, OH 43604');
    await user.type(screen.getByLabelText('Phone'), '+1 419 555 0100');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myOrders'));
    const placed = [...world.state.orders.values()].find(
      (order) => order.email === 'bailey.buyer@paintco.test',
    );
    expect(placed?.toolPrice).toBe(126);
  });

  it('shows a lone customer the list price', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });
    await screen.findByRole('heading', { level: 1, name: 'Angled Sash Brush 2"' });
    expect(screen.getByText('Your price: $7.00 / unit: List price')).toBeVisible();
  });

  const sashCard = async () =>
    within(await screen.findByRole('article', { name: 'Angled Sash Brush 2"' }));

  it("lists a signed-in buyer's own price in the catalogue, and why", async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    renderRoute('/tools?q=sash', { world });
    const card = await sashCard();
    expect(card.getByText('$6.30/unit')).toBeVisible();
    expect(card.getByText(BECAUSE)).toBeVisible();
  });

  it("keeps the store's price on the public product page, even for a buyer", async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    const sash = world.state.tools.get(DEMO_TOOL_IDS.sashBrush);
    if (!sash) throw new Error('The demo store has no sash brush');
    renderRoute(toolPagePath(sash), { world });
    await screen.findByRole('heading', { level: 1, name: 'Angled Sash Brush 2"' });
    expect(screen.getByText(/^\$7\.00 \/ unit/)).toBeVisible();
    expect(screen.queryByText(BECAUSE)).toBeNull();
  });

  it("lists the store's prices to a visitor", async () => {
    renderRoute('/tools?q=sash');
    expect((await sashCard()).getByText('$7/unit')).toBeVisible();
  });

  it("lists the store's prices to a lone customer", async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    renderRoute('/tools?q=sash', { world });
    expect((await sashCard()).getByText('$7/unit')).toBeVisible();
    expect(screen.queryByText(BECAUSE)).toBeNull();
  });
});
