import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageOf, pageQueryOf } from '../../../domain/page';
import type { Tool } from '../../../domain/tool';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatAmount } from '../../../domain/money';
import { toolActionsFor } from '../../../machines/table-actions';
import { createMockedHttpApi } from '../../../testing/http-api';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING, mapLoaded } from '../../data/load-view';
import type { RowsStory } from '../../storybook/rows-story';
import { narrowScreen } from '../../storybook/narrow-screen';
import { manageProductHandlers, sampleTools } from '../../../testing/mocks/handlers/manage-product';
import { ManageProductPage, toolDeletedMessage } from './manage-product-page';

const actions = toolActionsFor(createMockedHttpApi());

const meta = {
  title: 'Pages/Dashboard/Manage Product',
  // The tools as the route's loader gives them; Delete goes to the mocked API.
  // The rows as the route's loader gives them (kept serialisable: the row-actions machine,
  // on the mocked API, is added as the page renders).
  render: ({ rows, onChanged }) => (
    <ManageProductPage
      view={mapLoaded(rows, (tools) => ({ tools: pageOf(tools, pageQueryOf({})), actions }))}
      onChanged={onChanged}
    />
  ),
  args: { rows: loaded(sampleTools), onChanged: fn() },
  parameters: { msw: { handlers: manageProductHandlers.served() } },
  decorators: [withToaster],
} satisfies Meta<RowsStory<Tool>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstTool = sampleTools[0]?.name ?? '';

/** A row's actions, Edit, Price tiers and Delete, behind its one menu button. */
async function openRowMenu(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  name: string,
) {
  await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu', { name: `Actions for ${name}` }));
}

export const Tools: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: firstTool })).toBeVisible();
    // One menu button a row, not a stack of buttons.
    await expect(canvas.getAllByRole('button', { name: /^Actions for / })).toHaveLength(
      sampleTools.length,
    );
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  },
};

export const ConfirmDelete: Story = {
  parameters: { msw: { handlers: manageProductHandlers.served() } },
  play: async ({ canvas, userEvent }) => {
    const menu = await openRowMenu(canvas, userEvent, firstTool);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${firstTool}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tool' }));
    await expect(await screen.findByText(toolDeletedMessage(firstTool))).toBeVisible();
  },
};

/** Cancel (or Escape) gives focus back to the row's menu button, not to the page. */
export const CancelDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    const menu = await openRowMenu(canvas, userEvent, firstTool);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${firstTool}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Actions for ${firstTool}` })).toHaveFocus(),
    );
  },
};

/** Each tool's tiers in a few words, or a dash read out as "No price tiers". */
export const TiersColumn: Story = {
  args: {
    rows: loaded(
      sampleTools.map((tool, i) =>
        i === 0
          ? {
              ...tool,
              tiers: [
                { fromQty: tool.minQty + 100, price: tool.price - 1 },
                { fromQty: tool.minQty + 500, price: tool.price - 2 },
              ],
            }
          : { ...tool, tiers: [] },
      ),
    ),
  },
  play: async ({ canvas }) => {
    const [tiered, plain] = sampleTools;
    if (!tiered || !plain) throw new TypeError('Two sample tools');
    const table = within(await canvas.findByRole('table', { name: 'All tools' }));
    await expect(table.getByRole('columnheader', { name: 'Price tiers' })).toBeVisible();
    const rowOf = (name: string) => {
      const row = table.getByRole('cell', { name }).closest('tr');
      if (!row) throw new TypeError(`No row for ${name}`);
      return within(row);
    };
    await expect(
      rowOf(tiered.name).getByRole('cell', {
        name: `2 tiers, from ${formatAmount(tiered.price - 2)} at ${tiered.minQty + 500}+`,
      }),
    ).toBeVisible();
    await expect(rowOf(plain.name).getByRole('cell', { name: /No price tiers/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All tools' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { rows: loaded([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There are no tools in the catalogue/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The tools could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    // Every row's action is in view: in a narrow column the rows are cards.
    const [action] = await canvas.findAllByRole('button', { name: /^Actions for / });
    await expect(action).toBeVisible();
  },
};

export const LowStock: Story = {
  args: {
    rows: loaded(
      sampleTools.map((tool, i) =>
        i === 0 ? { ...tool, availableQty: 3, lowStockThreshold: 5 } : tool,
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    // One tool is at or below its threshold: said in words, not colour alone.
    await expect(await canvas.findAllByText('Low stock')).toHaveLength(1);
    const menu = await openRowMenu(canvas, userEvent, firstTool);
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/manageProduct/${sampleTools[0]?._id ?? ''}/edit`,
    );
  },
};
