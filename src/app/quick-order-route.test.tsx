// Quick order inside the app, on the in-memory store: a buyer checks pasted lines (nothing
// changes), then adds them; the valid ones reach the cart and the navbar counts them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { renderRoute } from '../testing/render-route';

it('checks the lines first, then adds the valid ones and counts them in the navbar', async () => {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  const roller = [...world.state.tools.values()].find((tool) => tool.partNumber === 'PR-9-ROLLER');
  if (!roller) throw new Error('the demo store has the roller');
  renderRoute('/dashboard/quickOrder', { world });

  const lines = await screen.findByLabelText(
    'Part numbers and quantities',
    {},
    { timeout: 10_000 },
  );
  await userEvent.type(lines, `PR-9-ROLLER ${roller.minQty}{enter}NO-SUCH-PART 5`);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));

  const checked = await screen.findByRole('table', { name: 'Checked lines' });
  expect(within(checked).getByText('Not added: Unknown part number NO-SUCH-PART')).toBeVisible();
  expect(within(checked).getByText(new RegExp(`^${roller.name}: \\$`))).toBeVisible();
  expect(await world.api.getCart()).toMatchObject({ ok: true, value: { lines: [] } });

  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  await screen.findByRole('table', { name: 'Your quick order' });
  expect(await screen.findByText('1 line added to your cart')).toBeVisible();
  expect(await screen.findByRole('link', { name: 'Cart, 1 tool' })).toHaveAttribute(
    'href',
    '/cart',
  );
  const cart = await world.api.getCart();
  expect(cart.ok && cart.value.lines.map((line) => [line.toolId, line.qty])).toEqual([
    [roller._id, roller.minQty],
  ]);
});
