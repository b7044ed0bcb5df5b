// Manage Orders as an admin sees it in the app, on the in-memory store: the route loads the
// orders, Ship and Cancel run through the page's row-actions machine, and the rows load again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../domain/order';
import { fail } from '../../../domain/result';
import { sampleOrders as DEMO_ORDERS } from '../../../testing/mocks/handlers/manage-orders';
import { createMemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';
import { orderCancelledMessage, orderShippedMessage } from './manage-orders-page';

const [unpaid, paid, shipped] = DEMO_ORDERS;
if (!unpaid || !paid || !shipped) throw new Error('The seed needs an order in each state');

async function renderPage(seed: { orders?: readonly Order[] } = {}) {
  const world = createMemoryWorld(seed);
  await world.signInAs('admin');
  const ship = vi.spyOn(world.api, 'shipOrder');
  const cancel = vi.spyOn(world.api, 'deleteOrder');
  const { router } = renderRoute('/dashboard/manageOrders', { world });
  return { world, router, ship, cancel, user: userEvent.setup() };
}

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
  it('lists every order with its number, customer, tool, quantity, $ total and one status', async () => {
    await renderPage();
    const row = await rowOf(paid);
    expect(cells(row).slice(0, 6)).toEqual([
      expect.stringMatching(/^#1002/),
      `${paid.name}${paid.email}`,
      paid.toolName,
      String(paid.toolQty),
      '$720.00',
      'Paid, awaiting shipment',
    ]);
    expect(cells(await rowOf(unpaid))[5]).toBe('Awaiting payment');
    expect(cells(await rowOf(shipped)).slice(5, 7)).toEqual(['Shipped', 'Nothing left to do']);
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
    const buttonsOf = async (order: Order) =>
      within(await rowOf(order))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(await buttonsOf(paid)).toEqual(['Ship']);
    expect(await buttonsOf(unpaid)).toEqual(['Cancel order']);
    expect(await buttonsOf(shipped)).toEqual([]);
  });

  it('ships a paid order and shows its new status', async () => {
    const { user, ship, cancel } = await renderPage();
    await user.click(
      within(await rowOf(paid)).getByRole('button', {
        name: `Ship ${paid.toolName} for ${paid.name}`,
      }),
    );

    expect(await screen.findByText(orderShippedMessage(paid))).toBeInTheDocument();
    await vi.waitFor(async () => expect(cells(await rowOf(paid))[5]).toBe('Shipped'));
    expect(within(await rowOf(paid)).queryByRole('button')).not.toBeInTheDocument();
    expect(ship.mock.calls).toEqual([[paid._id]]);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('marks Ship busy while the request is on its way, and sends it once', async () => {
    const { user, world, ship } = await renderPage();
    const button = within(await rowOf(paid)).getByRole('button', { name: /^Ship/ });
    world.api.delay(Infinity);
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(ship).toHaveBeenCalledOnce();
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
    const ship = within(await rowOf(paid)).getByRole('button', { name: /^Ship/ });
    await vi.waitFor(() => expect(ship).toHaveFocus());
  });

  it('keeps the orders as they were and says why when a change fails', async () => {
    const { user, world } = await renderPage();
    const shipButton = within(await rowOf(paid)).getByRole('button', { name: /^Ship/ });
    world.api.failNext('server');
    await user.click(shipButton);
    expect(
      await screen.findByText('The order could not be shipped. The store ran into a problem.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(cells(await rowOf(paid))[5]).toBe('Paid, awaiting shipment');

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
