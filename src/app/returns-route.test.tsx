// Returns inside the app, on the in-memory store: an admin reaches the page from the drawer,
// sees a customer's return with its order's link, and shows one state by the address.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_ORDERS } from '../adapters/memory/demo-data';
import { renderRoute } from '../testing/render-route';

// The machine is shared: the first load may take a while.
const slow = { timeout: 10_000 };

/** The demo's paid order shipped, and its customer asking to return one unit of it. */
async function storeWithReturn() {
  const order = DEMO_ORDERS.find((one) => one.status === 'paid');
  if (!order) throw new Error('The demo data needs a paid order');
  const world = createMemoryWorld();
  await world.signInAs('admin');
  if (!(await world.api.shipOrder(order._id)).ok) throw new Error('The order was shipped');
  await world.signInAs('customer');
  const asked = await world.api.requestReturn(order._id, {
    reason: 'The frame arrived bent.',
    lines: [{ line: 0, qty: 1 }],
  });
  if (!asked.ok) throw new Error('The return was asked for');
  await world.signInAs('admin');
  return { world, order };
}

describe('Returns', () => {
  it("lists a customer's return with its order's link, reached from the drawer", async () => {
    const { world, order } = await storeWithReturn();
    const { router } = renderRoute('/dashboard', { world });
    const drawer = await screen.findByRole('navigation', { name: 'Dashboard' }, slow);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Returns' }));

    await screen.findByRole('heading', { level: 1, name: 'Returns' }, slow);
    const link = await screen.findByRole('link', { name: `#${order.number}` }, slow);
    const row = link.closest('tr');
    if (!row) throw new Error('No row for the return');
    expect(row).toHaveTextContent('Awaiting a decision');
    expect(row).toHaveTextContent('The frame arrived bent.');
    await userEvent.click(link);
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/dashboard/order/${order._id}`),
      slow,
    );
  });

  it('shows one state as the address asks, and says when none is in it', async () => {
    const { world, order } = await storeWithReturn();
    const { router } = renderRoute('/dashboard/returns?status=refunded', { world });

    await screen.findByRole('heading', { level: 1, name: 'Returns: received and refunded' }, slow);
    expect(await screen.findByText('No return is received and refunded.', {}, slow)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Awaiting a decision');

    expect(await screen.findByRole('link', { name: `#${order.number}` }, slow)).toBeVisible();
    expect(router.state.location.search).toEqual({ status: 'requested' });
  });
});
