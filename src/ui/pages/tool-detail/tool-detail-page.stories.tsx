import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { checkoutMachineFor } from '../../../machines/checkout.machine';
import { customerAboutToOrder, DEMO_CUSTOMER as customer } from '../../../testing/demo-orders';
import { Toaster } from '../../components/toast/toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ToolDetailPage } from './tool-detail-page';

const meta = {
  title: 'Pages/Tool detail',
  // The tool as the route's loader gives it, from the loaded store (so the stories take no
  // args); the checkout machine, on that store's API, is added as the page renders.
  loaders: [customerAboutToOrder],
  render: (_args, { loaded: store }) => {
    const { world, tool } = store as Awaited<ReturnType<typeof customerAboutToOrder>>;
    return (
      <>
        <ToolDetailPage
          view={loaded({ tool, customer, checkout: checkoutMachineFor(world.api) })}
          onPlaced={fn()}
        />
        <Toaster />
      </>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Quantity')).toHaveValue(20);
    await expect(canvas.getByText('$140.00')).toBeVisible();
  },
};

export const QuantityTooLow: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Quantity'));
    await userEvent.type(canvas.getByLabelText('Quantity'), '3');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'you need to order atleast 20 Angled Sash Brush 2"',
    );
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};

export const Placed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
    await userEvent.type(canvas.getByLabelText('Phone'), '+1 614 555 0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await screen.findByText('Your order has been placed')).toBeVisible();
  },
};

export const TooManyUnpaidOrders: Story = {
  // The API holds five unpaid orders a customer at most: a sixth is refused with a 409.
  loaders: [
    async () => {
      const loaded = await customerAboutToOrder();
      loaded.world.api.refuseNext({
        kind: 'invalid',
        status: 409,
        message:
          'You already have 5 unpaid orders. Please pay or delete one of them before placing another.',
      });
      return loaded;
    },
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
    await userEvent.type(canvas.getByLabelText('Phone'), '+1 614 555 0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('5 unpaid orders');
  },
};

export const TooManyAttempts: Story = {
  loaders: [
    async () => {
      const loaded = await customerAboutToOrder();
      loaded.world.api.refuseNext({
        kind: 'rate-limited',
        status: 429,
        message: 'Too many orders in a minute. Please try again in 40 seconds.',
      });
      return loaded;
    },
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
    await userEvent.type(canvas.getByLabelText('Phone'), '+1 614 555 0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many orders in a minute');
  },
};

export const Phone: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ToolDetailPage view={LOADING} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the tool' })).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => (
    <ToolDetailPage
      view={{
        status: 'failed',
        error: { kind: 'not-found', status: 404, message: 'There is no tool with that id.' },
        retry: fn(),
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tool not found' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => (
    <ToolDetailPage view={{ status: 'failed', error: { kind: 'network' }, retry: fn() }} />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This tool could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Sash brushes at $7, $6.50 from 50 and $5.75 from 200: the total follows the tier. */
async function tieredSashBrush() {
  const loaded = await customerAboutToOrder();
  const tiers = [
    { fromQty: 50, price: 6.5 },
    { fromQty: 200, price: 5.75 },
  ];
  const stored = loaded.world.state.tools.get(loaded.tool._id);
  if (stored) stored.tiers = tiers;
  return { ...loaded, tool: { ...loaded.tool, tiers } };
}

export const PriceTiers: Story = {
  loaders: [tieredSashBrush],
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(canvas.getByRole('rowheader', { name: '20–49 (your price)' })).toBeVisible();
    await expect(canvas.getByText('Add 30 more for $6.50 / unit')).toBeVisible();
    const quantity = canvas.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '51');
    await expect(canvas.getByRole('rowheader', { name: '50–199 (your price)' })).toBeVisible();
    await expect(canvas.getByText('Add 149 more for $5.75 / unit')).toBeVisible();
    await expect(canvas.getByText('$331.50')).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
    await userEvent.type(canvas.getByLabelText('Phone'), '+1 614 555 0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await screen.findByText('Your order has been placed')).toBeVisible();
    const { world } = loaded as Awaited<ReturnType<typeof tieredSashBrush>>;
    const [order] = [...world.state.orders.values()].filter((o) => o.toolQty === 51);
    await expect(order?.toolPrice).toBe(331.5);
  },
};
