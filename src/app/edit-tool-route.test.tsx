// Editing a tool inside the app, on the in-memory store: Edit in a Manage Product row's
// Actions menu opens the tool's edit page with its values, a save changes the store, and a
// tool at or below its threshold is marked Low stock.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { renderRoute } from '../testing/render-route';

describe('editing a tool', () => {
  it('goes from Manage Product to the edit page, saves, and the row says Low stock', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    const { router } = renderRoute('/dashboard/manageProduct', { world });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Manage Product' }, { timeout: 5_000 });
    const [actions] = await screen.findAllByRole('button', { name: /^Actions for / });
    const tool = [...world.state.tools.values()].find(
      (candidate) => actions?.getAttribute('aria-label') === `Actions for ${candidate.name}`,
    );
    if (!actions || !tool) throw new Error('Manage Product lists the demo tools');

    await user.click(actions);
    const menu = await screen.findByRole('menu', { name: `Actions for ${tool.name}` });
    await user.click(within(menu).getByRole('menuitem', { name: /^Edit/ }));
    await screen.findByRole('heading', { level: 1, name: `Edit ${tool.name}` });
    const price = screen.getByLabelText(/^Price/);
    expect(price).toHaveValue(String(tool.price));
    await user.clear(price);
    await user.type(price, String(tool.price + 5));
    const stock = screen.getByLabelText(/^Available quantity/);
    await user.clear(stock);
    await user.type(stock, String(tool.minQty));
    const threshold = screen.getByLabelText(/^Low-stock threshold/);
    await user.clear(threshold);
    await user.type(threshold, String(tool.minQty));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Changes to ${tool.name} saved`)).toBeInTheDocument();
    expect(world.state.tools.get(tool._id)).toMatchObject({
      price: tool.price + 5,
      availableQty: tool.minQty,
    });

    await router.navigate({ to: '/dashboard/manageProduct' });
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes(tool.name));
    expect(row && within(row).getByText('Low stock')).toBeInTheDocument();
  });
});
