import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { createMockedHttpApi } from '../../../testing/http-api';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { manageProductHandlers, sampleTools } from '../../../testing/mocks/handlers/manage-product';
import { ManageProductPage, toolDeletedMessage } from './manage-product-page';

const meta = {
  title: 'Pages/Dashboard/Manage Product',
  component: ManageProductPage,
  args: { api: createMockedHttpApi() },
  parameters: { msw: { handlers: manageProductHandlers.served() } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ManageProductPage>;

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
  parameters: { msw: { handlers: manageProductHandlers.loading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All tools' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: manageProductHandlers.empty() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/There are no tools in the catalogue/)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: manageProductHandlers.failingList() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The tools could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await canvas.findByRole('cell', { name: firstTool });
    await expect(canvas.getByRole('region', { name: 'All tools' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};
