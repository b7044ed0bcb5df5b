import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { customerAboutToOrder, DEMO_CUSTOMER as customer } from '../../../testing/demo-orders';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ToolDetailPage } from './tool-detail-page';
import { ToolUnavailable } from './tool-unavailable';

const meta = {
  title: 'Pages/Tool detail',
  // The page's props come from the loaded store, so the stories take no args.
  loaders: [customerAboutToOrder],
  render: (_args, { loaded }) => {
    const { world, tool } = loaded as Awaited<ReturnType<typeof customerAboutToOrder>>;
    return (
      <>
        <ToolDetailPage tool={tool} customer={customer} api={world.api} onPlaced={fn()} />
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
    await expect(canvas.getByText('$140')).toBeVisible();
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

export const NotFound: Story = {
  render: () => (
    <ToolUnavailable
      error={{ kind: 'not-found', status: 404, message: 'There is no tool with that id.' }}
      onRetry={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tool not found' })).toBeVisible();
  },
};
