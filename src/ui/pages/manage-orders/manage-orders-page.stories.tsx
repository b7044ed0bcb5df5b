import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageOf, pageQueryOf } from '../../../domain/page';
import type { Order } from '../../../domain/order';
import { expect, fn, screen, within } from 'storybook/test';
import { orderActionsFor } from '../../../machines/table-actions';
import { createMockedHttpApi } from '../../../testing/http-api';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING, mapLoaded } from '../../data/load-view';
import type { RowsStory } from '../../storybook/rows-story';
import { narrowScreen } from '../../storybook/narrow-screen';
import { manageOrdersHandlers, sampleOrders } from '../../../testing/mocks/handlers/manage-orders';
import { ManageOrdersPage, orderCancelledMessage } from './manage-orders-page';
import { shipOrderHref } from './order-actions';

const actions = orderActionsFor(createMockedHttpApi());

const meta = {
  title: 'Pages/Dashboard/Manage Orders',
  // The orders as the route's loader gives them; Ship and Cancel go to the mocked API.
  // The rows as the route's loader gives them (kept serialisable: the row-actions machine,
  // on the mocked API, is added as the page renders).
  render: ({ rows, onChanged }) => (
    <ManageOrdersPage
      view={mapLoaded(rows, (orders) => ({ orders: pageOf(orders, pageQueryOf({})), actions }))}
      onChanged={onChanged}
    />
  ),
  args: { rows: loaded(sampleOrders), onChanged: fn() },
  parameters: { msw: { handlers: manageOrdersHandlers.served() } },
  decorators: [withToaster],
} satisfies Meta<RowsStory<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

const [unpaid, paid] = sampleOrders;

export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: '$900.00' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Ship / })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Cancel order / })).toHaveLength(1);
  },
};

/** Ship leads to the order's Ship dialog, where the shipment gets its carrier and tracking. */
export const Ship: Story = {
  play: async ({ canvas }) => {
    if (!paid) throw new Error('No paid sample order');
    await expect(await canvas.findByRole('link', { name: /^Ship / })).toHaveAttribute(
      'href',
      shipOrderHref(paid),
    );
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
    const [action] = await canvas.findAllByRole('link', { name: /^Ship / });
    await expect(action).toBeVisible();
  },
};

const go = fn();

/** Page 2 of a search, as the route gives it: the address's search and the step to another. */
export const SearchedAndPaged: Story = {
  render: ({ onChanged }) => (
    <ManageOrdersPage
      view={loaded({ orders: { items: sampleOrders, total: 45, page: 2, pageSize: 20 }, actions })}
      onChanged={onChanged}
      listing={{ search: { page: 2, q: 'Roller' }, go }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search orders by tool, e-mail or name' });
    await expect(box).toHaveValue('Roller');
    const pages = canvas.getByRole('navigation', { name: 'Pages of orders' });
    await expect(within(pages).getByRole('status')).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(go).toHaveBeenLastCalledWith({ page: 3, q: 'Roller' });
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'Shipped');
    await expect(go).toHaveBeenLastCalledWith({ page: undefined, q: 'Roller', status: 'shipped' });
  },
};

export const NothingMatches: Story = {
  render: () => (
    <ManageOrdersPage
      view={loaded({ orders: { items: [], total: 0, page: 1, pageSize: 20 }, actions })}
      listing={{ search: { q: 'sprayer' }, go }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing matches “sprayer”.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of orders' })).toBeNull();
  },
};
