import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { paymentMachineFor } from '../../../machines/payment.machine';
import { valueOf } from '../../../ports/port-refusal';
import { customerWithUnpaidOrder, DEMO_ORDERS } from '../../../testing/demo-orders';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { PaymentPage } from './payment-page';
import { PAYMENT_COMPLETED } from './payment-confirmation';

const MINUTE = 60_000;

/**
 * A signed-in customer with a fresh unpaid order of $140 (or the order `orderOf` picks), on
 * the in-memory store, loaded as the route loads it. A store clock `lagMs` behind the page's
 * makes the order due sooner, or past due, as the page sees it.
 */
async function storeWithOrder(lagMs = 0, orderOf = (orderId: string) => orderId) {
  const { world, orderId } = await customerWithUnpaidOrder({
    now: () => new Date(Date.now() - lagMs),
  });
  return {
    world,
    payment: await world.ports.loadPayment(),
    order: await valueOf(world.api.getOrder(orderOf(orderId))),
  };
}

type Loaded = Awaited<ReturnType<typeof storeWithOrder>>;

const meta = {
  title: 'Pages/Dashboard/Payment',
  // The order and the card fields come from the loaded store; the payment machine, on that
  // store's API and payment adapter, is added as the page renders.
  loaders: [() => storeWithOrder()],
  render: ({ onSignInAgain }, { loaded: store }) => {
    const { world, payment, order } = store as Loaded;
    const machine = paymentMachineFor(world.api, payment.port);
    return (
      <PaymentPage
        view={loaded({ order, machine, CardFields: payment.CardFields })}
        onSignInAgain={onSignInAgain}
      />
    );
  },
  args: { onSignInAgain: fn() },
} satisfies Meta<{ onSignInAgain: () => void }>;

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
    const pay = await canvas.findByRole('button', { name: 'Pay $140.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await expect(canvas.getByRole('region', { name: 'Your order' })).toHaveTextContent(
      /Pay before.* (today|tomorrow) \(in 30 minutes\)/,
    );
  },
};

/** Part of the order waits for stock: the page says how many and until when, before paying. */
export const Backordered: Story = {
  loaders: [
    async () => {
      const store = await storeWithOrder();
      const [first, ...rest] = store.order.lines;
      if (!first) return store;
      const waiting = { ...first, backordered: 2, restockDate: '2027-01-15' };
      return { ...store, order: { ...store.order, lines: [waiting, ...rest] } };
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your order' })).toHaveTextContent(
      '2 backordered, expected 15 Jan 2027',
    );
  },
};

/** On a phone: the total and the deadline, the details behind "Order details". */
export const NarrowSummary: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    const summary = await canvas.findByRole('region', { name: 'Your order' });
    await expect(within(summary).getByText('$140.00')).toBeVisible();
    const toggle = within(summary).getByRole('button', { name: 'Order details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Pay with the fields empty: each says what it needs, focus on the first. */
export const EmptyFields: Story = {
  play: async ({ canvas, userEvent }) => {
    const pay = await canvas.findByRole('button', { name: 'Pay $140.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(canvas.getByText('Card number is Required')).toBeVisible();
    await expect(canvas.getByText('Expiry date is Required')).toBeVisible();
    await expect(canvas.getByText('CVC is Required')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toHaveFocus();
  },
};

export const Expired: Story = {
  // The deadline has passed as the page sees it; the store has not removed the order yet.
  loaders: [() => storeWithOrder(31 * MINUTE)],
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
    const pay = canvas.getByRole('button', { name: 'Pay $140.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

export const Paid: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    const pay = canvas.getByRole('button', { name: 'Pay $140.00' });
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
    const pay = canvas.getByRole('button', { name: 'Pay $140.00' });
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
  play: async ({ canvas, userEvent, loaded, args }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    const pay = canvas.getByRole('button', { name: 'Pay $140.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    (loaded as Loaded).world.state.accessTokens.clear();
    await userEvent.click(pay);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('your order is paid');
    await userEvent.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    await expect(args.onSignInAgain).toHaveBeenCalledOnce();
  },
};

export const AlreadyPaid: Story = {
  loaders: [() => storeWithOrder(0, () => DEMO_ORDERS[1]?._id ?? '')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This order is already paid.')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <PaymentPage view={LOADING} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your order' })).toBeVisible();
  },
};

export const OrderNotFound: Story = {
  render: () => (
    <PaymentPage
      view={{ status: 'failed', error: { kind: 'not-found', status: 404 }, retry: fn() }}
    />
  ),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not find this order');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
