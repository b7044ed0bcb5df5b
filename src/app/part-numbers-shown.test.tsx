// A tool's part number (issue 27) where a buyer meets the tool: its card on /tools, its
// page, and its line in the cart, so they can copy it into a quick order.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_TOOL_IDS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

const ROLLER = 'Pro Paint Roller 9"';

it('shows the part number on the tool cards of /tools', async () => {
  renderRoute('/tools', { world: createMemoryWorld() });
  const card = await screen.findByRole('article', { name: ROLLER }, { timeout: 10_000 });
  expect(within(card).getByText('Part number').nextElementSibling).toHaveTextContent('PR-9-ROLLER');
});

it('shows the part number on the tool page', async () => {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  renderRoute(`/tool/${DEMO_TOOL_IDS.paintRoller}`, { world });
  await screen.findByRole('heading', { level: 1, name: ROLLER }, { timeout: 10_000 });
  expect(screen.getByText('Part number').nextElementSibling).toHaveTextContent('PR-9-ROLLER');
});

it("shows the part number on the tool's line in the cart", async () => {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  await world.api.addToCart({ toolId: DEMO_TOOL_IDS.paintRoller, qty: 10 });
  renderRoute('/cart', { world });
  const lines = await screen.findByRole(
    'list',
    { name: 'Tools in your cart' },
    { timeout: 10_000 },
  );
  expect(within(lines).getByText('Part number PR-9-ROLLER')).toBeVisible();
});

async function customerWithOrder() {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  const placed = await world.api.placeOrder({
    toolId: DEMO_TOOL_IDS.paintRoller,
    toolQty: 12,
    name: 'Casey Customer',
    address: '18 Brush Lane, Columbus, OH 43004',
    phone: '+1 614 555 0142',
  });
  if (!placed.ok) throw new Error('The order was not placed');
  return { world, orderId: placed.value.insertedId };
}

it('shows the part number the line was ordered under on the order page', async () => {
  const { world, orderId } = await customerWithOrder();
  renderRoute(`/dashboard/order/${orderId}`, { world });
  await screen.findByText(ROLLER, undefined, { timeout: 10_000 });
  expect(screen.getByText('Part number').nextElementSibling).toHaveTextContent('PR-9-ROLLER');
});

it("shows the part number in its own column of My Orders' rows", async () => {
  const { world } = await customerWithOrder();
  renderRoute('/dashboard/myOrders', { world });
  expect(
    await screen.findByRole('cell', { name: 'PR-9-ROLLER' }, { timeout: 10_000 }),
  ).toBeVisible();
});

it("shows the part number in its own column of Manage Orders' rows", async () => {
  const { world } = await customerWithOrder();
  await world.signInAs('admin');
  renderRoute('/dashboard/manageOrders', { world });
  expect(
    await screen.findByRole('cell', { name: 'PR-9-ROLLER' }, { timeout: 10_000 }),
  ).toBeVisible();
});
