import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Order } from '../../../domain/order';
import { expect, fn, screen, within } from 'storybook/test';
import { orderActionsFor } from '../../../machines/table-actions';
import { createMockedHttpApi } from '../../../testing/http-api';
import { Toaster } from '../../components/toast/toaster';
import { loaded, LOADING, mapLoaded } from '../../data/load-view';
import type { RowsStory } from '../../storybook/rows-story';
import { narrowScreen } from '../../storybook/narrow-screen';
import { manageOrdersHandlers, sampleOrders } from '../../../testing/mocks/handlers/manage-orders';
import { ManageOrdersPage, orderCancelledMessage, orderShippedMessage } from './manage-orders-page';

const actions = orderActionsFor(createMockedHttpApi());

const meta = {
  title: 'Pages/Dashboard/Manage Orders',
  // The orders as the route's loader gives them; Ship and Cancel go to the mocked API.
  // The rows as the route's loader gives them (kept serialisable: the row-actions machine,
  // on the mocked API, is added as the page renders).
  render: ({ rows, onChanged }) => (
    <ManageOrdersPage
      view={mapLoaded(rows, (orders) => ({ orders, actions }))}
      onChanged={onChanged}
    />
  ),
  args: { rows: loaded(sampleOrders), onChanged: fn() },
  parameters: { msw: { handlers: manageOrdersHandlers.served() } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<RowsStory<Order>>;

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
  play: async ({ canvas, userEvent, args }) => {
    if (!paid) throw new Error('No paid sample order');
    await userEvent.click(await canvas.findByRole('button', { name: /^Ship / }));
    await expect(await screen.findByText(orderShippedMessage(paid))).toBeVisible();
    await expect(args.onChanged).toHaveBeenCalledOnce();
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
  args: { rows: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { rows: loaded([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No one has ordered anything yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: { status: 'failed', error: { kind: 'server', status: 500 }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The orders could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    if (args.rows.status === 'failed') await expect(args.rows.retry).toHaveBeenCalledOnce();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    // Every row's action is in view: in a narrow column the rows are cards.
    const [action] = await canvas.findAllByRole('button', { name: /^Ship / });
    await expect(action).toBeVisible();
  },
};
