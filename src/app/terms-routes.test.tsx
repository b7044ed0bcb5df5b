// Paying on account inside the app, on the in-memory store with the demo company (net 30,
// a $5,000 limit, PO number required): Bailey Buyer confirms an order on account with a PO
// number; Morgan Trade, its company admin, pays the invoice by card on the statement.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_TOOL_IDS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

async function buyersOrder() {
  const world = createMemoryWorld();
  await world.signInAs('buyer');
  const placed = await world.api.checkOut({
    lines: [{ toolId: DEMO_TOOL_IDS.sprayGun, qty: 2 }],
    name: 'Bailey Buyer',
    address: '9 Easel Court, Toledo, OH 43604',
    phone: '+1 419 555 0199',
  });
  if (!placed.ok) throw new Error('The order was refused');
  return { world, orderId: placed.value._id };
}

describe('paying on account', () => {
  it('a buyer confirms an order on account with a PO number; the company admin pays its invoice by card', async () => {
    const { world, orderId } = await buyersOrder();
    renderRoute(`/dashboard/payment/${orderId}`, { world });
    const user = userEvent.setup();
    const po = await screen.findByRole('textbox', { name: /PO number/ });
    await user.type(po, 'PO-7781');
    await user.click(screen.getByRole('button', { name: /on account$/ }));
    const confirmed = await screen.findByRole('status');
    await waitFor(() => expect(confirmed).toHaveTextContent('Confirmed on account'));
    expect(world.state.orders.get(orderId)?.paid).toBe(true);

    await world.signInAs('companyAdmin');
    renderRoute('/dashboard/statement', { world });
    const table = await screen.findByRole('table', { name: 'Invoices on account' });
    expect(table).toHaveTextContent('PO PO-7781');
    const [box] = within(table).getAllByRole('checkbox');
    if (!box) throw new Error('No invoice to pay');
    await user.click(box);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay selected by card \(/ }));
    expect(await screen.findByText(/^Paid invoice INV-/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Open balance').parentElement).toHaveTextContent('$0.00'),
    );
  });
});
