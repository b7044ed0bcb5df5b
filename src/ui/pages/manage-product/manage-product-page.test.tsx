// Manage Product as an admin sees it in the app, on the in-memory store: the route loads the
// tools, Delete runs through the page's row-actions machine, and the rows load again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../../domain/money';
import type { Tool } from '../../../domain/tool';
import { fail } from '../../../domain/result';
import { sampleTools } from '../../../testing/mocks/catalogue-fixtures';
import { renderSignedIn } from '../../../testing/render-route';
import { toolDeletedMessage } from './manage-product-page';

const [roller, brush] = sampleTools;
if (!roller || !brush) throw new Error('The sample catalogue needs two tools');

async function renderPage(tools: readonly Tool[] = sampleTools) {
  const { world } = await renderSignedIn('/dashboard/manageProduct', 'admin', { tools });
  return { world, deleteTool: vi.spyOn(world.api, 'deleteTool'), user: userEvent.setup() };
}

/** Opens the row's action menu and picks `item` (Edit, Price tiers, Delete). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu', { name: `Actions for ${name}` });
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}

const rowOf = async (name: string) => {
  const cell = await screen.findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('Manage Product', () => {
  it('lists every tool with its image, price in dollars and quantities', async () => {
    await renderPage();
    const row = await rowOf(roller.name);
    const table = screen.getByRole('table', { name: 'All tools' });
    expect(within(table).getAllByRole('row')).toHaveLength(sampleTools.length + 1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Image',
      'Name',
      'Price',
      'Price tiers',
      'Minimum quantity',
      'Available quantity',
      'Action',
    ]);
    expect(row.querySelector('img')).toHaveAttribute('src', roller.img);
    expect(within(row).getByRole('cell', { name: formatAmount(roller.price) })).toBeVisible();
    expect(within(row).getByRole('cell', { name: String(roller.minQty) })).toBeVisible();
    expect(within(row).getByRole('cell', { name: String(roller.availableQty) })).toBeVisible();
  });

  it('finds tools by name, and says when none matches', async () => {
    const { user } = await renderPage();
    await rowOf(roller.name);
    const box = screen.getByRole('searchbox', { name: 'Search tools by name or description' });
    await user.type(box, `${brush.name.toUpperCase()}{Enter}`);
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: roller.name })).not.toBeInTheDocument(),
    );
    expect(await rowOf(brush.name)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'sprayer{Enter}');
    expect(await screen.findByText('Nothing matches “sprayer”.')).toBeInTheDocument();
  });

  it('deletes a tool only after the modal confirm, then names it in a toast', async () => {
    const { user, deleteTool } = await renderPage();
    await choose(user, brush.name, 'Delete');

    const dialog = screen.getByRole('dialog', { name: `Delete ${brush.name}?` });
    // Modal: the page behind it is hidden from assistive technology while it is open.
    expect(dialog).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteTool).not.toHaveBeenCalled();

    await choose(user, brush.name, 'Delete');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete tool' }),
    );

    expect(await screen.findByText(toolDeletedMessage(brush.name))).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: brush.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: roller.name })).toBeVisible();
    expect(deleteTool.mock.calls).toEqual([[brush._id]]);
  });

  it('keeps the tool and says why when the delete fails', async () => {
    const { user, world } = await renderPage();
    await choose(user, brush.name, 'Delete');
    world.api.failNext('server');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete tool' }),
    );

    expect(
      await screen.findByText(`${brush.name} could not be deleted. The store ran into a problem.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: brush.name })).toBeVisible();
    expect(screen.queryByText(toolDeletedMessage(brush.name))).not.toBeInTheDocument();
  });

  it("after a delete, puts focus on the next tool's menu, never on the page", async () => {
    const { user } = await renderPage();
    const names = [...(await screen.findAllByRole('button', { name: /^Actions for / }))].map(
      (button) => button.getAttribute('aria-label')?.replace('Actions for ', '') ?? '',
    );
    const [first, second] = names;
    if (!first || !second) throw new Error('Two rows expected');
    await choose(user, first, 'Delete');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete tool' }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: first })).not.toBeInTheDocument(),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: `Actions for ${second}` })).toHaveFocus(),
    );
  });

  it('changes a tool’s tiers from its menu, and shows them in the list', async () => {
    const { user } = await renderPage();
    await rowOf(roller.name);
    await choose(user, roller.name, 'Price tiers');
    const dialog = screen.getByRole('dialog', { name: `Price tiers of ${roller.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Add a price tier' }));
    const tier = within(within(dialog).getByRole('group', { name: 'Price tier 1' }));
    const from = roller.minQty + 100;
    await user.type(tier.getByLabelText('From quantity'), String(from));
    await user.type(tier.getByLabelText(/Unit price/), String(roller.price - 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save tiers' }));

    const summary = `1 tier, from ${formatAmount(roller.price - 1)} at ${from.toLocaleString('en-US')}+`;
    expect(
      await within(await rowOf(roller.name)).findByRole('cell', { name: summary }),
    ).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: `Actions for ${roller.name}` })).toHaveFocus(),
    );
  });

  it('shows an error with Retry when the tools cannot be loaded, and loads them on Retry', async () => {
    const { world } = await renderSignedIn('/dashboard', 'admin', { tools: sampleTools });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const listToolsPage = vi
      .spyOn(world.api, 'listToolsPage')
      .mockResolvedValue(fail({ kind: 'server', status: 500 }));
    await user.click(screen.getByRole('link', { name: 'Manage Product' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tools could not be loaded');
    expect(alert).toHaveTextContent('The store ran into a problem.');
    listToolsPage.mockRestore();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf(roller.name)).toBeInTheDocument();
  });

  it('says so when the catalogue is empty', async () => {
    await renderPage([]);
    expect(
      await screen.findByText('There are no tools in the catalogue. Add one with Add Product.'),
    ).toBeInTheDocument();
  });
});
