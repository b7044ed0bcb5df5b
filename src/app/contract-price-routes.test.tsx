// A company buyer in the whole app: the tool page shows the contract price and why, the
// order is charged exactly that, and the cart line says which price applies.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_TOOL_IDS } from '../adapters/memory/demo-data';
import { createMemoryWorld } from '../adapters/memory/memory-world';
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
});
