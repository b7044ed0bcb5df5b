import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onAccountTransactionId, type AccountTerms } from '../../../domain/account-terms';
import type { Order } from '../../../domain/order';
import { paymentMachineFor } from '../../../machines/payment.machine';
import { PortRefusal, valueOf } from '../../../ports/port-refusal';
import { customerWithUnpaidOrder } from '../../../testing/demo-orders';
import { loaded } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { PaymentPage } from './payment-page';

/** A company buyer's unpaid $140 order, on the in-memory store, loaded as the route does. */
async function storeWithOrder() {
  const { world, orderId } = await customerWithUnpaidOrder();
  return {
    world,
    payment: await world.ports.loadPayment(),
    order: await valueOf(world.api.getOrder(orderId)),
  };
}
type Loaded = Awaited<ReturnType<typeof storeWithOrder>>;

interface Args {
  terms: AccountTerms;
  /** What the store answers to "Pay on account": the order confirmed, or a refusal. */
  answer: 'confirmed' | 'over-limit' | 'on-hold';
}

const REFUSALS = {
  'over-limit':
    "This order is more than your company's remaining credit ($50.00), so it cannot go on account. You can pay it by card instead.",
  'on-hold':
    'Your company has invoice INV-2026-000007 more than 30 days overdue, so it cannot order on account until it is paid. You can pay this order by card.',
};

const answerOf = (answer: Args['answer'], order: Order) => async (): Promise<Order> => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (answer !== 'confirmed') {
    throw new PortRefusal({ kind: 'invalid', message: REFUSALS[answer] });
  }
  return {
    ...order,
    paid: true,
    status: 'paid',
    transactionId: onAccountTransactionId(order._id),
    invoiceNumber: 'INV-2026-000042',
  };
};

const meta = {
  title: 'Pages/Dashboard/Payment/On account',
  loaders: [() => storeWithOrder()],
  render: ({ terms, answer }, { loaded: store }) => {
    const { world, payment, order } = store as Loaded;
    const machine = paymentMachineFor(world.api, payment.port);
    return (
      <PaymentPage
        view={loaded({
          order,
          machine,
          CardFields: payment.CardFields,
          account: { terms, payOnAccount: answerOf(answer, order) },
        })}
      />
    );
  },
  args: {
    terms: { netDays: 30, creditLimitCents: 500_000, poRequired: true },
    answer: 'confirmed',
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pay on account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /PO number/ })).toBeRequired();
    await expect(canvas.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  },
};

/** On a phone, the PO number is asked for when it is missing. */
export const PoNumberMissing: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Confirm $140.00 on account' }),
    );
    await expect(canvas.getByRole('textbox', { name: /PO number/ })).toHaveAccessibleDescription(
      /your company requires one/,
    );
  },
};

export const Confirmed: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /PO number/ }), 'PO-7781');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm $140.00 on account' }));
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Confirmed on account'));
    await expect(status).toHaveTextContent(/due by \d{4}-\d{2}-\d{2}/);
  },
};

export const OverCreditLimit: Story = {
  args: {
    answer: 'over-limit',
    terms: { netDays: 30, creditLimitCents: 5_000, poRequired: false },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Confirm $140.00 on account' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REFUSALS['over-limit']);
    await expect(canvas.getByRole('button', { name: 'Pay $140.00' })).toBeVisible();
  },
};

export const OnHold: Story = {
  decorators: [narrowScreen],
  args: { answer: 'on-hold', terms: { netDays: 15, creditLimitCents: 500_000, poRequired: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Confirm $140.00 on account' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REFUSALS['on-hold']);
  },
};
