import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEMO_ORDERS } from '../../../testing/demo-orders';
import { onAccountTransactionId } from '../../../domain/account-terms';
import { ok } from '../../../domain/result';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { OrderDetailPage } from './order-detail-page';

const [unpaid, paid, shipped] = DEMO_ORDERS;
if (!unpaid || !paid || !shipped) throw new Error('demo orders missing');

const HOUR = 60 * 60_000;

const meta = {
  title: 'Pages/Dashboard/Order',
  component: OrderDetailPage,
  args: { view: loaded(paid), viewer: 'customer' },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const factOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name).nextElementSibling;

export const Paid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order #1002' })).toBeVisible();
    await expect(factOf(canvasElement, 'Status')).toHaveTextContent('Paid, awaiting shipment');
    await expect(factOf(canvasElement, 'Unit price')).toHaveTextContent('$9.00');
    await expect(factOf(canvasElement, 'Total')).toHaveTextContent('$720.00');
    await expect(canvas.getByRole('link', { name: 'Back to My Orders' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

/** The warehouse's reading: the API withholds the prices, and the page says so, not "$0.00". */
export const PricesWithheld: Story = {
  args: {
    viewer: 'admin',
    view: loaded({
      ...paid,
      toolPrice: 0,
      lines: paid.lines.map((line) => ({ ...line, unitPrice: 0, total: 0 })),
      pricesWithheld: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(factOf(canvasElement, 'Unit price')).toHaveTextContent('Price withheld');
    await expect(factOf(canvasElement, 'Total')).toHaveTextContent('Price withheld');
    await expect(factOf(canvasElement, 'Total')).not.toHaveTextContent('$');
  },
};

/** A paid order with its invoice: the number, and the button that saves the PDF. */
export const PaidWithInvoice: Story = {
  args: {
    view: loaded({ ...paid, invoiceNumber: 'INV-2026-000002' }),
    onDownloadInvoice: fn(async () => ok(new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }))),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(factOf(canvasElement, 'Invoice')).toHaveTextContent('INV-2026-000002');
    await expect(
      canvas.getByRole('button', { name: 'Download invoice INV-2026-000002' }),
    ).toBeVisible();
  },
};

/** Confirmed on the company's account: when its invoice is due and the PO it was given. */
export const OnAccount: Story = {
  args: {
    view: loaded({
      ...paid,
      transactionId: onAccountTransactionId(paid._id),
      invoiceNumber: 'INV-2026-000009',
      account: { dueDate: '2026-12-27', poNumber: 'PO-2026/17' },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(factOf(canvasElement, 'Status')).toHaveTextContent('Confirmed on account');
    await expect(factOf(canvasElement, 'Payment')).toHaveTextContent('On account');
    await expect(factOf(canvasElement, 'Due by')).toHaveTextContent('2026-12-27');
    await expect(factOf(canvasElement, 'PO number')).toHaveTextContent('PO-2026/17');
    await expect(canvas.queryByText('Transaction id')).not.toBeInTheDocument();
  },
};

/** On account, and its invoice since paid: the day it was, no longer a due date. */
export const OnAccountPaid: Story = {
  args: {
    view: loaded({
      ...paid,
      transactionId: onAccountTransactionId(paid._id),
      invoiceNumber: 'INV-2026-000009',
      account: { dueDate: '2026-12-27', poNumber: 'PO-2026/17', paidOn: '2026-12-03' },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(factOf(canvasElement, 'Status')).toHaveTextContent('Paid, awaiting shipment');
    await expect(factOf(canvasElement, 'Payment')).toHaveTextContent('On account, paid');
    await expect(factOf(canvasElement, 'Paid on')).toHaveTextContent('2026-12-03');
    await expect(canvas.queryByText('Due by')).not.toBeInTheDocument();
  },
};

/** Unpaid and still open: its deadline and a Pay link. */
export const Unpaid: Story = {
  args: {
    view: loaded({ ...unpaid, expiresAt: new Date(Date.now() + HOUR / 2).toISOString() }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pay $900.00' })).toHaveAttribute(
      'href',
      `/dashboard/payment/${unpaid._id}`,
    );
    await expect(canvas.getByText(/Pay before/)).toBeVisible();
  },
};

/** An admin reads a shipped order: no Pay, and the way back is Manage Orders. */
export const ShippedForAdmin: Story = {
  args: { view: loaded(shipped), viewer: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipped')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Manage Orders' })).toBeVisible();
  },
};

/** A checkout of several tools: each line with its quantity, unit price and line total. */
export const SeveralTools: Story = {
  args: {
    view: loaded({
      ...paid,
      toolName: 'Flat Wall Brush 4" and HVLP Spray Gun',
      toolQty: 82,
      toolPrice: 910,
      lines: [
        {
          toolId: paid.toolId,
          toolName: paid.toolName,
          toolImg: paid.toolImg,
          qty: 80,
          unitPrice: 9,
          total: 720,
        },
        {
          toolId: shipped.toolId,
          toolName: 'HVLP Spray Gun',
          toolImg: shipped.toolImg,
          qty: 2,
          unitPrice: 95,
          total: 190,
        },
      ],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const lines = within(factOf(canvasElement, 'Tools (2)') as HTMLElement).getAllByRole(
      'listitem',
    );
    await expect(lines[0]).toHaveTextContent('Flat Wall Brush 4"80 × $9.00 = $720.00');
    await expect(lines[1]).toHaveTextContent('HVLP Spray Gun2 × $95.00 = $190.00');
    await expect(factOf(canvasElement, 'Total')).toHaveTextContent('$910.00');
    await expect(canvas.queryByText('Unit price')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
    await expect(canvas.getByText('Loading the order')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: {
    view: { status: 'failed', error: { kind: 'not-found', status: 404 }, retry: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We could not find this order')).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
  },
};

/** Its timeline below the order, filled in when it arrives. */
export const WithTimeline: Story = {
  args: {
    view: loaded(shipped),
    viewer: 'admin',
    timeline: loaded([
      { kind: 'created', actor: shipped.email, at: shipped.createdAt },
      { kind: 'shipped', actor: 'admin@paintco.test', at: shipped.createdAt },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
    await expect(await canvas.findByText('Shipped by admin@paintco.test')).toBeVisible();
  },
};
