// The order timeline and the Audit log inside the app, on the in-memory store: the admin
// ships a paid order; the order's page and the Audit log say who did it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_ORDERS } from '../adapters/memory/demo-data';
import { orderNumberLabel } from '../domain/order';
import { renderRoute } from '../testing/render-route';

const ADMIN = 'admin@paintco.test';
/** Each page's code and data load lazily: a busy machine takes more than a second. */
const slow = { timeout: 10_000 };

describe('history pages', () => {
  it('shows the shipping on the order’s timeline and in the Audit log', async () => {
    const paidOrder = DEMO_ORDERS.find((order) => order.status === 'paid');
    if (!paidOrder) throw new Error('The demo data needs a paid order');
    const world = createMemoryWorld();
    await world.signInAs('admin');
    expect(await world.api.shipOrder(paidOrder._id)).toMatchObject({ ok: true });

    const order = renderRoute(`/dashboard/order/${paidOrder._id}`, { world });
    const timeline = await screen.findByRole('region', { name: 'Timeline' }, slow);
    expect(await within(timeline).findByText(`Shipped by ${ADMIN}`, {}, slow)).toBeVisible();
    order.unmount();

    renderRoute('/dashboard/auditLog', { world });
    const table = await screen.findByRole('table', { name: 'Who did what, newest first' }, slow);
    const row = (
      await within(table).findByText(`Shipped order ${orderNumberLabel(paidOrder)}`, {}, slow)
    ).closest('tr');
    expect(row).toHaveTextContent(ADMIN);
  });

  it('tells the customer who shipped their order as PaintCo staff, not by e-mail', async () => {
    const paidOrder = DEMO_ORDERS.find((order) => order.status === 'paid');
    if (!paidOrder) throw new Error('The demo data needs a paid order');
    const world = createMemoryWorld();
    await world.signInAs('admin');
    expect(await world.api.shipOrder(paidOrder._id)).toMatchObject({ ok: true });
    await world.signInAs('customer');

    renderRoute(`/dashboard/order/${paidOrder._id}`, { world });

    const timeline = await screen.findByRole('region', { name: 'Timeline' }, slow);
    expect(await within(timeline).findByText('Shipped by PaintCo staff', {}, slow)).toBeVisible();
    expect(timeline).not.toHaveTextContent(ADMIN);
  });

  it("tells a customer another customer's order is not to be found", async () => {
    const [first] = DEMO_ORDERS;
    if (!first) throw new Error('The demo data needs an order');
    const theirs = {
      ...first,
      _id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      email: 'pat@paintco.test',
    };
    const world = createMemoryWorld({ orders: [...DEMO_ORDERS, theirs] });
    await world.signInAs('customer');

    renderRoute(`/dashboard/order/${theirs._id}`, { world });

    expect(await screen.findByText('We could not find this order', {}, slow)).toBeVisible();
    expect(screen.queryByText(theirs.name)).toBeNull();
  });

  it('tells a customer the Audit log is not theirs', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const { router } = renderRoute('/dashboard/auditLog', { world });
    // Admin pages send everyone else home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
  });
});
