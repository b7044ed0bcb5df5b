// The Mailbox inside the app, on the in-memory store: an admin reads the e-mails a
// customer's order caused and opens one; a customer is sent away.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { renderRoute } from '../testing/render-route';

it('lists the receipt of a paid order for the admin, and opens its text', async () => {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  const [tool] = [...world.state.tools.values()];
  if (!tool) throw new Error('the demo store has tools');
  const placed = await world.api.placeOrder({
    toolId: tool._id,
    toolQty: tool.minQty,
    name: 'Casey Customer',
    address: '1 Paint Street',
    phone: '+1 555 0100',
  });
  if (!placed.ok) throw new Error('the order was refused');
  const order = world.state.orders.get(placed.value.insertedId);
  await world.api.shipOrder(placed.value.insertedId);
  await world.signInAs('admin');

  renderRoute('/dashboard/mailbox', { world });

  // The page's code and the admin check load first.
  const table = await screen.findByRole(
    'table',
    { name: 'E-mails, newest first' },
    { timeout: 10_000 },
  );
  const subject = `Order #${order?.number} placed`;
  const row = (
    await within(table).findByRole('cell', { name: subject }, { timeout: 5_000 })
  ).closest('tr');
  expect(row).toHaveTextContent('customer@paintco.test');
  expect(row).toHaveTextContent('Sent');
  await userEvent.click(
    within(table).getByRole('button', { name: `Open “${subject}” to customer@paintco.test` }),
  );
  const dialog = await screen.findByRole('dialog', { name: subject });
  expect(within(dialog).getByLabelText('Text of the e-mail')).toHaveTextContent(
    `${tool.name} | ${tool.minQty}`,
  );
});

it('sends a customer from the Mailbox to /', async () => {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  const { router } = renderRoute('/dashboard/mailbox', { world });
  await screen.findByRole('link', { name: 'Dashboard' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});
