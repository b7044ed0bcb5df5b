import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../domain/order';
import { createMockedHttpApi } from '../../../testing/http-api';
import { server } from '../../../testing/msw-server';
import { Toaster } from '../../components/toast/toaster';
import { manageOrdersHandlers, sampleOrders } from '../../../testing/mocks/handlers/manage-orders';
import { ManageOrdersPage, orderCancelledMessage, orderShippedMessage } from './manage-orders-page';

const [unpaid, paid, shipped] = sampleOrders;
if (!unpaid || !paid || !shipped) throw new Error('The sample needs an order in each state');

function renderPage() {
  render(
    <>
      <ManageOrdersPage api={createMockedHttpApi()} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
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

function recordRequests() {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET')
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return requests;
}

describe('Manage Orders', () => {
  it('lists every order with customer, tool, quantity, $ total, payment and status', async () => {
    server.use(...manageOrdersHandlers.served());
    renderPage();
    const row = await rowOf(paid);
    expect(cells(row).slice(0, 6)).toEqual([
      `${paid.name}${paid.email}`,
      paid.toolName,
      String(paid.toolQty),
      '$720',
      'Paid',
      'Paid, awaiting shipment',
    ]);
    expect(cells(await rowOf(unpaid)).slice(4, 6)).toEqual(['Unpaid', 'Awaiting payment']);
    expect(cells(await rowOf(shipped)).slice(4, 7)).toEqual(['Paid', 'Shipped', 'None']);
  });

  it('offers Ship only for the paid order and Cancel only for the unpaid one', async () => {
    server.use(...manageOrdersHandlers.served());
    renderPage();
    const paidRow = await rowOf(paid);
    expect(
      within(paidRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ship']);
    const unpaidRow = await rowOf(unpaid);
    expect(
      within(unpaidRow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel order']);
    expect(within(await rowOf(shipped)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ships a paid order and shows its new status', async () => {
    const requests = recordRequests();
    server.use(...manageOrdersHandlers.served());
    const user = renderPage();
    await user.click(
      within(await rowOf(paid)).getByRole('button', {
        name: `Ship ${paid.toolName} for ${paid.name}`,
      }),
    );

    expect(await screen.findByText(orderShippedMessage(paid))).toBeInTheDocument();
    await vi.waitFor(async () => expect(cells(await rowOf(paid))[5]).toBe('Shipped'));
    expect(within(await rowOf(paid)).queryByRole('button')).not.toBeInTheDocument();
    expect(requests).toEqual([`PUT /order/${paid._id}`]);
    server.events.removeAllListeners();
  });

  it('marks Ship busy while the request is on its way', async () => {
    server.use(...manageOrdersHandlers.slowShip());
    const user = renderPage();
    const button = within(await rowOf(paid)).getByRole('button', { name: /^Ship/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('cancels an unpaid order only after the modal confirm', async () => {
    const requests = recordRequests();
    server.use(...manageOrdersHandlers.served());
    const user = renderPage();
    await user.click(within(await rowOf(unpaid)).getByRole('button', { name: /^Cancel order/ }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this unpaid order?' });
    expect(dialog).toHaveTextContent(`75 × ${unpaid.toolName} for ${unpaid.name}`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Cancel order/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );

    expect(await screen.findByText(orderCancelledMessage(unpaid))).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument(),
    );
    expect(requests).toEqual([`DELETE /order/${unpaid._id}`]);
    server.events.removeAllListeners();
  });

  it('keeps the orders as they were and says why when a change fails', async () => {
    server.use(...manageOrdersHandlers.failingChanges());
    const user = renderPage();
    await user.click(within(await rowOf(paid)).getByRole('button', { name: /^Ship/ }));
    expect(
      await screen.findByText('The order could not be shipped. The store ran into a problem.'),
    ).toBeInTheDocument();
    expect(cells(await rowOf(paid))[5]).toBe('Paid, awaiting shipment');

    await user.click(within(await rowOf(unpaid)).getByRole('button', { name: /^Cancel order/ }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }),
    );
    expect(
      await screen.findByText('The order could not be cancelled. The store ran into a problem.'),
    ).toBeInTheDocument();
    expect(await rowOf(unpaid)).toBeInTheDocument();
  });

  it('shows an error with Retry when the orders cannot be loaded, and loads them on Retry', async () => {
    server.use(...manageOrdersHandlers.failingList());
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded');

    server.resetHandlers(...manageOrdersHandlers.served());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf(paid)).toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    server.use(...manageOrdersHandlers.empty());
    renderPage();
    expect(await screen.findByText('No one has ordered anything yet.')).toBeInTheDocument();
  });
});
