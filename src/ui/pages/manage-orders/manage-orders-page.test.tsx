// Manage Orders as an admin sees it in the app, on the in-memory store: the route loads the
// orders, Cancel runs through the page's row-actions machine, and the rows load again; Ship
// opens the order's page with its Ship dialog, where the shipment gets a carrier and tracking.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../domain/order';
import { fail } from '../../../domain/result';
import { sampleOrders as DEMO_ORDERS } from '../../../testing/mocks/handlers/manage-orders';
import { createMemoryWorld, type MemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';
import { orderCancelledMessage } from './manage-orders-page';

const [unpaid, paid, shipped] = DEMO_ORDERS;
/** The order's page loads its code and data lazily: a busy machine takes over a second. */
const slow = { timeout: 10_000 };
if (!unpaid || !paid || !shipped) throw new Error('The seed needs an order in each state');

async function renderPage(seed: { orders?: readonly Order[] } = {}) {
  const world = createMemoryWorld(seed);
  await world.signInAs('admin');
  const ship = vi.spyOn(world.api, 'shipOrder');
  const cancel = vi.spyOn(world.api, 'deleteOrder');
  const { router } = renderRoute('/dashboard/manageOrders', { world });
  return { world, router, ship, cancel, user: userEvent.setup() };
}

const carriersOf = async (world: MemoryWorld) => {
  const carriers = await world.api.listCarriers();
  if (!carriers.ok) throw new Error('The admin could not read the carriers');
  return carriers.value;
};

const rowOf = async (order: Order) => {
  const cell = await screen.findByRole('cell', { name: order.toolName });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${order.toolName}`);
  return row;
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Manage Orders', () => {
  it('lists every order with its number, customer, tool, part number, quantity, $ total and one status', async () => {
    await renderPage();
    const row = await rowOf(paid);
    expect(cells(row).slice(0, 7)).toEqual([
      expect.stringMatching(/^#1002/),
      `${paid.name}${paid.email}`,
      paid.toolName,
      // The demo orders were placed before lines kept their part numbers.
      '—',
      String(paid.toolQty),
      '$720.00',
      'Paid, awaiting shipment',
    ]);
    expect(cells(await rowOf(unpaid))[6]).toBe('Awaiting payment');
    expect(cells(await rowOf(shipped)).slice(6, 8)).toEqual(['Shipped', 'Nothing left to do']);
  });

  it('shows only the orders of the status chosen, and all again', async () => {
    const { user } = await renderPage();
    await rowOf(paid);
    const show = screen.getByLabelText('Show');

    await user.selectOptions(show, 'Paid, awaiting shipment');
    expect(await rowOf(paid)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: shipped.toolName })).not.toBeInTheDocument();

    await user.selectOptions(show, 'All orders');
    expect(await rowOf(unpaid)).toBeInTheDocument();
    expect(await rowOf(shipped)).toBeInTheDocument();
  });

  it('asks the API for the status and search chosen, kept in the address', async () => {
    const { user, world, router } = await renderPage();
    const listed = vi.spyOn(world.api, 'listAllOrdersPage');
    await rowOf(paid);
    await user.selectOptions(screen.getByLabelText('Show'), 'Paid, awaiting shipment');
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ status: 'paid' }));
    expect(listed).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, q: '', status: 'paid' });

    const box = screen.getByRole('searchbox', { name: 'Search orders by tool, e-mail or name' });
    // Pasted, not typed key by key: each key re-renders the table, which on a loaded
    // machine took longer than the wait below.
    await user.click(box);
    await user.paste('no such tool');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Nothing matches “no such tool”.')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ status: 'paid', q: 'no such tool' });
    expect(screen.getByLabelText('Show')).toHaveValue('paid');
  });

  it('says in its heading which search is on, and clears it in one click', async () => {
    const { user, router } = await renderPage();
    await rowOf(paid);
    const box = screen.getByRole('searchbox', { name: 'Search orders by tool, e-mail or name' });
    await user.click(box);
    await user.paste(paid.toolName);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Manage Orders: matching “${paid.toolName}”`,
      }),
    ).toBeInTheDocument();
    // Focus stays in the search box through the search.
    await vi.waitFor(() =>
      expect(
        screen.getByRole('searchbox', { name: 'Search orders by tool, e-mail or name' }),
      ).toHaveFocus(),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Orders' }),
    ).toBeInTheDocument();
    expect(await rowOf(unpaid)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
    // The list's loading face came and went: the search box is a new one, with focus.
    const emptied = screen.getByRole('searchbox', {
      name: 'Search orders by tool, e-mail or name',
    });
    expect(emptied).toHaveValue('');
    await vi.waitFor(() => expect(emptied).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('offers Ship only for the paid order and Cancel only for the unpaid one', async () => {
    await renderPage();
    const actionsOf = async (order: Order) => {
      const cell = within(await rowOf(order))
        .getAllByRole('cell')
        .at(-1);
      if (!cell) throw new Error('No actions cell');
      const named = (role: 'link' | 'button') =>
        within(cell)
          .queryAllByRole(role)
          .map((action) => `${role}:${action.textContent}`);
      return [...named('link'), ...named('button')];
    };
    expect(await actionsOf(paid)).toEqual(['link:Ship']);
    expect(await actionsOf(unpaid)).toEqual(['button:Cancel order']);
    expect(await actionsOf(shipped)).toEqual([]);
  });

  it("opens the order's Ship dialog, which records the carrier and tracking number", async () => {
    const { user, router, ship, world } = await renderPage();
    const [carrier] = await carriersOf(world);
    await user.click(
      within(await rowOf(paid)).getByRole('link', {
        name: `Ship ${paid.toolName} for ${paid.name}`,
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: `Ship order #${paid.number}` }, slow);
    expect(router.state.location.pathname).toBe(`/dashboard/order/${paid._id}`);
    await user.type(within(dialog).getByLabelText('Tracking number'), 'JD0146 0000 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));

    const shipments = await screen.findByRole('region', { name: 'Shipments' }, slow);
    expect(within(shipments).getByText('JD0146 0000 1234')).toBeVisible();
    expect(within(shipments).getByText(carrier?.name ?? 'a carrier')).toBeVisible();
    // Closing it forgets the ask: a reload of the page does not open it again.
    await vi.waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(ship).not.toHaveBeenCalled();
  });

  it('offers Ship on a partly shipped order until its last unit has left', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    const first = await world.api.recordShipment(paid._id, {
      carrierId: (await carriersOf(world))[0]?._id ?? '',
      trackingNumber: 'PART-1',
      lines: [{ line: 0, qty: 1 }],
    });
    expect(first.ok).toBe(true);
    renderRoute('/dashboard/manageOrders', { world });

    const row = await rowOf(paid);
    expect(cells(row)[6]).toBe('Partly shipped');
    expect(within(row).getByRole('link', { name: /^Ship / })).toBeVisible();
  });

  it('cancels an unpaid order only after the modal confirm', async () => {
    const { user, cancel } = await renderPage();
    await user.click(within(await rowOf(unpaid)).getByRole('button', { name: /^Cancel order/ }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this unpaid order?' });
    expect(dialog).toHaveTextContent(`75 × ${unpaid.toolName} for ${unpaid.name}`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Cancel order/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );

    expect(await screen.findByText(orderCancelledMessage(unpaid))).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument(),
    );
    expect(cancel.mock.calls).toEqual([[unpaid._id]]);
  });

  it("after a cancel, puts focus on the next order's action, not its link or the page", async () => {
    const { user } = await renderPage();
    await user.click(within(await rowOf(unpaid)).getByRole('button', { name: /^Cancel order/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument(),
    );
    // The only order left with something to do is the paid one.
    const ship = within(await rowOf(paid)).getByRole('link', { name: /^Ship/ });
    await vi.waitFor(() => expect(ship).toHaveFocus());
  });

  it('keeps the orders as they were and says why when a cancel fails', async () => {
    const { user, world } = await renderPage();
    await user.click(within(await rowOf(unpaid)).getByRole('button', { name: /^Cancel order/ }));
    world.api.failNext('server');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(
      await screen.findByText('The order could not be cancelled. The store ran into a problem.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(await rowOf(unpaid)).toBeInTheDocument();
  });

  it('shows an error with Retry when the orders cannot be loaded, and loads them on Retry', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    vi.spyOn(world.api, 'listAllOrdersPage').mockResolvedValueOnce(
      fail({ kind: 'server', status: 500 }),
    );
    renderRoute('/dashboard/manageOrders', { world });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf(paid)).toBeInTheDocument();
  });

  it('shows placeholder rows under its heading while the orders load', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    renderRoute('/dashboard', { world });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    vi.spyOn(world.api, 'listAllOrdersPage').mockReturnValue(new Promise(() => undefined));

    await user.click(screen.getByRole('link', { name: 'Manage Orders' }));

    expect(await screen.findByRole('table', { name: 'All orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    await renderPage({ orders: [] });
    expect(await screen.findByText('No one has ordered anything yet.')).toBeInTheDocument();
  });
});
