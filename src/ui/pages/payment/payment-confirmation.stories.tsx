import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onAccountTransactionId } from '../../../domain/account-terms';
import { ok } from '../../../domain/result';
import { DEMO_ORDERS } from '../../../testing/demo-orders';
import { narrowScreen } from '../../storybook/narrow-screen';
import { PaymentConfirmation, PAYMENT_COMPLETED, receiptMailed } from './payment-confirmation';

const paid = DEMO_ORDERS[1];
if (!paid) throw new Error('demo paid order missing');

const meta = {
  title: 'Pages/Dashboard/Payment/Confirmation',
  component: PaymentConfirmation,
  args: { order: paid, transactionId: paid.transactionId, paidNow: true },
} satisfies Meta<typeof PaymentConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const factOf = (confirmation: HTMLElement, name: string) =>
  within(confirmation).getByText(name).nextElementSibling;

export const PaidNow: Story = {
  play: async ({ canvas }) => {
    const confirmation = canvas.getByRole('status', { name: PAYMENT_COMPLETED });
    await expect(factOf(confirmation, 'Order')).toHaveTextContent('#1002');
    await expect(factOf(confirmation, 'Total paid')).toHaveTextContent('$720.00');
    await expect(factOf(confirmation, 'Transaction id')).toHaveTextContent(
      paid.transactionId ?? '',
    );
    await expect(canvas.getByRole('link', { name: 'See order #1002' })).toHaveAttribute(
      'href',
      `/dashboard/order/${paid._id}`,
    );
  },
};

/** Paid just now: the receipt was mailed, and the invoice, numbered meanwhile, is offered. */
export const WithInvoice: Story = {
  args: {
    order: { ...paid, paid: false, invoiceNumber: undefined },
    invoice: {
      getOrder: () => Promise.resolve(ok({ ...paid, invoiceNumber: 'INV-2026-000002' })),
      download: () => Promise.resolve(ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(receiptMailed(paid.email))).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Download invoice INV-2026-000002' }),
    ).toBeVisible();
  },
};

/** Opened again after paying: the same receipt, without the thank-you. */
export const AlreadyPaid: Story = {
  args: { paidNow: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'This order is already paid.' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('What happens next')).toBeVisible();
  },
};

/** Opened again after it went on the company's account: its due date and PO, no receipt. */
export const OnAccount: Story = {
  args: {
    order: {
      ...paid,
      transactionId: onAccountTransactionId(paid._id),
      account: { dueDate: '2026-12-27', poNumber: 'PO-2026/17' },
    },
    transactionId: onAccountTransactionId(paid._id),
    paidNow: false,
  },
  play: async ({ canvas }) => {
    const confirmation = canvas.getByRole('status', {
      name: 'This order is confirmed on account.',
    });
    await expect(confirmation).toHaveTextContent(
      "Order #1002 is confirmed on your company's account: its invoice is due by 2026-12-27.",
    );
    await expect(factOf(confirmation, 'Due by')).toHaveTextContent('2026-12-27');
    await expect(factOf(confirmation, 'PO number')).toHaveTextContent('PO-2026/17');
    await expect(within(confirmation).queryByText('Transaction id')).not.toBeInTheDocument();
    await expect(within(confirmation).queryByText(/is paid/)).not.toBeInTheDocument();
  },
};
