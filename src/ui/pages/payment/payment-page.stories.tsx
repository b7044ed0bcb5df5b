import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { customerWithUnpaidOrder, DEMO_ORDERS } from '../../../testing/demo-orders';
import type { MemoryWorld } from '../../../testing/memory-world';
import { PaymentPage } from './payment-page';
import { PAYMENT_COMPLETED } from './payment-outcome';

const MINUTE = 60_000;

/**
 * A signed-in customer with a fresh unpaid order of $140, on the in-memory store. A store
 * clock `lagMs` behind the page's makes the order due sooner, or past due, as the page sees it.
 */
async function storeWithOrder(prepare?: (world: MemoryWorld) => void, lagMs = 0) {
  const { world, orderId } = await customerWithUnpaidOrder({
    now: () => new Date(Date.now() - lagMs),
  });
  prepare?.(world);
  return { world, payment: await world.ports.loadPayment(), orderId };
}

type Loaded = Awaited<ReturnType<typeof storeWithOrder>>;

const meta = {
  title: 'Pages/Dashboard/Payment',
  // The page's props come from the loaded store, so the stories take no args.
  loaders: [() => storeWithOrder()],
  render: (_args, { loaded }) => {
    const { world, payment, orderId } = loaded as Loaded;
    return <PaymentPage orderId={orderId} api={world.api} payment={payment} onSignInAgain={fn()} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const fillCard = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  number: string,
) => {
  await userEvent.type(await canvas.findByLabelText('Card number'), number);
  await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1240');
  await userEvent.type(canvas.getByLabelText('CVC'), '123');
};

export const Ready: Story = {
  play: async ({ canvas }) => {
    const pay = await canvas.findByRole('button', { name: 'Pay $140' });
    await waitFor(() => expect(pay).toBeEnabled());
    await expect(canvas.getByRole('region', { name: 'Your order' })).toHaveTextContent(
      /Pay by.*\(in 30 minutes\)/,
    );
  },
};

export const Expired: Story = {
  // The deadline has passed as the page sees it; the store has not removed the order yet.
  loaders: [() => storeWithOrder(undefined, 31 * MINUTE)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /This order expired at .* Your card was not charged\./,
    );
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

export const Declined: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4000000000000002');
    const pay = canvas.getByRole('button', { name: 'Pay $140' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

export const Paid: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    const pay = canvas.getByRole('button', { name: 'Pay $140' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(await canvas.findByText(PAYMENT_COMPLETED)).toBeVisible();
    await expect(pay).toBeDisabled();
  },
};

export const ChargedButNotRecorded: Story = {
  // The PATCH that records the charge is refused, for a reason retrying will not fix.
  loaders: [() => storeWithOrder()],
  play: async ({ canvas, userEvent, loaded }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    const pay = canvas.getByRole('button', { name: 'Pay $140' });
    await waitFor(() => expect(pay).toBeEnabled());
    (loaded as Loaded).world.api.refuseNext({
      kind: 'invalid',
      status: 409,
      message: 'This payment could not be matched to the order yet.',
    });
    await userEvent.click(pay);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/card was charged/i);
  },
};

export const PaidButSessionEnded: Story = {
  // The session ends between the charge and its recording: the API answers the PATCH 401.
  loaders: [() => storeWithOrder()],
  play: async ({ canvas, userEvent, loaded }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    const pay = canvas.getByRole('button', { name: 'Pay $140' });
    await waitFor(() => expect(pay).toBeEnabled());
    (loaded as Loaded).world.state.accessTokens.clear();
    await userEvent.click(pay);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('your order is paid');
    await expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeVisible();
  },
};

export const AlreadyPaid: Story = {
  loaders: [
    async () => {
      const loaded = await storeWithOrder();
      return { ...loaded, orderId: DEMO_ORDERS[1]?._id ?? '' };
    },
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This order is already paid.')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [() => storeWithOrder((world) => world.api.delay(Infinity))],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your order' })).toBeVisible();
  },
};
