import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageOf, pageQueryOf } from '../../../domain/page';
import type { Tool } from '../../../domain/tool';
import { expect, fn, screen, within } from 'storybook/test';
import { toolActionsFor } from '../../../machines/table-actions';
import { createMockedHttpApi } from '../../../testing/http-api';
import { Toaster } from '../../components/toast/toaster';
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
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<RowsStory<Tool>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstTool = sampleTools[0]?.name ?? '';

export const Tools: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: firstTool })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Delete / })).toHaveLength(
      sampleTools.length,
    );
  },
};

export const ConfirmDelete: Story = {
  parameters: { msw: { handlers: manageProductHandlers.served() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Delete ${firstTool}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${firstTool}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tool' }));
    await expect(await screen.findByText(toolDeletedMessage(firstTool))).toBeVisible();
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
    const [action] = await canvas.findAllByRole('button', { name: /^Delete / });
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
  play: async ({ canvas }) => {
    // One tool is at or below its threshold: said in words, not colour alone.
    await expect(await canvas.findAllByText('Low stock')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: `Edit ${firstTool}` })).toHaveAttribute(
      'href',
      `/dashboard/manageProduct/${sampleTools[0]?._id ?? ''}/edit`,
    );
  },
};
