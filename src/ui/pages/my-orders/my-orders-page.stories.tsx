import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { myOrdersMachineFor } from '../../../machines/my-orders.machine';
import { valueOf } from '../../../ports/port-refusal';
import { DEMO_ORDERS } from '../../../testing/demo-orders';
import { createMemoryWorld, DEMO_ACCOUNTS, type MemoryWorld } from '../../../testing/memory-world';
import { Toaster } from '../../components/toast/toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { MyOrdersPage } from './my-orders-page';

const MINUTE = 60_000;

/**
 * The demo customer signed in on the in-memory store: one unpaid (due 30 minutes after the
 * store opened), one paid, one shipped; and their orders, as the route's loader reads them.
 * A store clock `lagMs` behind the page's makes its unpaid order due sooner, or already past
 * due, as the page sees it.
 */
async function customerStore(prepare?: (world: MemoryWorld) => void, lagMs = 0) {
  const world = createMemoryWorld({}, { now: () => new Date(Date.now() - lagMs) });
  await world.signInAs('customer');
  prepare?.(world);
  return { world, orders: await valueOf(world.api.listMyOrders(DEMO_ACCOUNTS.customer.email)) };
}

type Store = Awaited<ReturnType<typeof customerStore>>;

const meta = {
  title: 'Pages/Dashboard/My Orders',
  // The page's data come from the loaded store, so the stories take no args; the machine,
  // on that store's API, is added as the page renders.
  loaders: [() => customerStore()],
  render: (_args, { loaded: store }) => {
    const { world, orders } = store as Store;
    return (
      <>
        <MyOrdersPage view={loaded({ orders, machine: myOrdersMachineFor(world.api) })} />
        <Toaster />
      </>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const unpaidName = DEMO_ORDERS[0]?.toolName ?? '';

export const Orders: Story = {
  play: async ({ canvas }) => {
    const row = (await canvas.findByRole('cell', { name: unpaidName })).closest('tr');
    await expect(row).toHaveTextContent('$900.00');
    await expect(row).toHaveTextContent('Unpaid');
    await expect(row).toHaveTextContent(/Pay before .* (today|tomorrow) \(in 30 minutes\)/);
  },
};

export const AlmostDue: Story = {
  loaders: [() => customerStore(undefined, 29.5 * MINUTE)],
  play: async ({ canvas }) => {
    const row = (await canvas.findByRole('cell', { name: unpaidName })).closest('tr');
    await expect(row).toHaveTextContent('(in less than a minute)');
  },
};

export const ExpiredWhileOpen: Story = {
  // The page's clock has passed the deadline; the store has not swept the order away yet.
  loaders: [() => customerStore(undefined, 31 * MINUTE)],
  play: async ({ canvas }) => {
    const row = (await canvas.findByRole('cell', { name: unpaidName })).closest('tr');
    await expect(row).toHaveTextContent(/Expired at/);
    await expect(canvas.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/went back on sale/);
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvas, userEvent }) => {
    const cell = await canvas.findByRole('cell', { name: unpaidName });
    const row = cell.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText(`${unpaidName} deleted successfully`)).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [() => customerStore((world) => world.state.orders.clear())],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have no orders yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <MyOrdersPage view={LOADING} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Your orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  render: () => (
    <MyOrdersPage view={{ status: 'failed', error: { kind: 'server' }, retry: fn() }} />
  ),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your orders could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: unpaidName })).toBeVisible();
  },
};

/** Paid and shipped orders carry their invoice; the unpaid one has none yet. */
export const WithInvoices: Story = {
  render: (_args, { loaded: store }) => {
    const { world, orders } = store as Store;
    return (
      <MyOrdersPage
        view={loaded({
          orders,
          machine: myOrdersMachineFor(world.api),
          downloadInvoice: (id) => world.api.downloadInvoice(id),
        })}
      />
    );
  },
  play: async ({ canvas }) => {
    const unpaidRow = (await canvas.findByRole('cell', { name: unpaidName })).closest('tr');
    await expect(unpaidRow).not.toHaveTextContent('Download invoice');
    const numbers = canvas
      .getAllByRole('button', { name: /^Download invoice INV-/ })
      .map((button) => button.getAttribute('aria-label'));
    await expect(numbers.sort()).toEqual([
      'Download invoice INV-2026-000001',
      'Download invoice INV-2026-000002',
    ]);
  },
};
