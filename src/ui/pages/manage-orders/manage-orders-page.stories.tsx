import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { createMockedHttpApi } from '../../../testing/http-api';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { manageOrdersHandlers, sampleOrders } from '../../../testing/mocks/handlers/manage-orders';
import { ManageOrdersPage, orderCancelledMessage, orderShippedMessage } from './manage-orders-page';

const meta = {
  title: 'Pages/Dashboard/Manage Orders',
  component: ManageOrdersPage,
  args: { api: createMockedHttpApi() },
  parameters: { msw: { handlers: manageOrdersHandlers.served() } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ManageOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const [unpaid, paid] = sampleOrders;

export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '$900' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Ship / })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Cancel order / })).toHaveLength(1);
  },
};

export const Ship: Story = {
  parameters: { msw: { handlers: manageOrdersHandlers.served() } },
  play: async ({ canvas, userEvent }) => {
    if (!paid) throw new Error('No paid sample order');
    await userEvent.click(await canvas.findByRole('button', { name: /^Ship / }));
    await expect(await screen.findByText(orderShippedMessage(paid))).toBeVisible();
  },
};

export const CancelUnpaid: Story = {
  parameters: { msw: { handlers: manageOrdersHandlers.served() } },
  play: async ({ canvas, userEvent }) => {
    if (!unpaid) throw new Error('No unpaid sample order');
    await userEvent.click(await canvas.findByRole('button', { name: /^Cancel order / }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this unpaid order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(await screen.findByText(orderCancelledMessage(unpaid))).toBeVisible();
  },
};

export const Shipping: Story = {
  parameters: { msw: { handlers: manageOrdersHandlers.slowShip() } },
  play: async ({ canvas, userEvent }) => {
    const ship = await canvas.findByRole('button', { name: /^Ship / });
    await userEvent.click(ship);
    await expect(ship).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: manageOrdersHandlers.loading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: manageOrdersHandlers.empty() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No one has ordered anything yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: manageOrdersHandlers.failingList() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The orders could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await canvas.findByRole('cell', { name: '$900' });
    await expect(canvas.getByRole('region', { name: 'All orders' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};
