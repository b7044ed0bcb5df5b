// An order's refunds, as its customer and the admins read them, and the admin's Refund
// dialog in each of its states: filled in, refused by the rule as typed, on its way (a
// second click sends nothing), and refused by the card service.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Refund } from '../../../domain/refund';
import { fail, ok } from '../../../domain/result';
import { refundOrderFor } from '../../../machines/forms';
import { DEMO_ORDERS } from '../../../testing/demo-orders';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { OrderDetailPage } from './order-detail-page';

const paid = DEMO_ORDERS[1];
if (!paid) throw new Error('demo orders missing');
const toolName = paid.lines[0]?.toolName ?? '';

const refund = (over: Partial<Refund>): Refund => ({
  _id: 'r1',
  orderId: paid._id,
  orderNumber: paid.number,
  status: 'done',
  amountCents: 900,
  reason: 'Arrived dented',
  restocked: true,
  lines: [{ line: 0, toolName, qty: 1, amountCents: 900 }],
  createdAt: '2026-06-02T10:00:00.000Z',
  creditNoteNumber: 'CN-2026-000001',
  ...over,
});

const DONE = refund({});
const PENDING = refund({
  _id: 'r2',
  status: 'pending',
  amountCents: 2500,
  lines: [],
  restocked: false,
  reason: 'Late delivery',
  creditNoteNumber: undefined,
});
const WITH_THE_BANK = refund({
  _id: 'r4',
  status: 'pending',
  amountCents: 1200,
  lines: [],
  restocked: false,
  reason: 'Scratched lid',
  creditNoteNumber: undefined,
  gatewayRefundId: 're_Test0001',
});
const FAILED = refund({
  _id: 'r3',
  status: 'failed',
  amountCents: 1000,
  lines: [],
  restocked: false,
  reason: 'Goodwill',
  creditNoteNumber: undefined,
  failure: 'the card was closed.',
});

const pdf = fn(async () => ok(new Blob(['%PDF-1.4\n'], { type: 'application/pdf' })));
const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Pages/Dashboard/Order/Refunds',
  component: OrderDetailPage,
  args: {
    view: loaded({ ...paid, invoiceNumber: 'INV-2026-000002' }),
    viewer: 'customer',
    refunds: { view: loaded([DONE, PENDING, WITH_THE_BANK, FAILED]), onDownloadCreditNote: pdf },
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The customer's order with a refund done (its credit note to download), one pending, one
 * the card's bank has yet to answer, one failed.
 */
export const CustomerSeesRefunds: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Refunds' });
    await expect(within(panel).getByText('Refunded to the card')).toBeVisible();
    await expect(within(panel).getByText('Pending: waiting for the card service')).toBeVisible();
    await expect(
      within(panel).getByText("Pending: with the card's bank, which can take a few days"),
    ).toBeVisible();
    await expect(within(panel).getByText('Failed: the card was closed.')).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: 'Download credit note CN-2026-000001' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  },
};

export const CustomerSeesRefundsNarrow: Story = { ...CustomerSeesRefunds, ...narrowScreen };

/** While they load, no panel: one that mostly went again moved what follows it. */
export const RefundsLoading: Story = {
  args: { refunds: { view: LOADING, onDownloadCreditNote: pdf } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  },
};

/** The admin fills in one unit of the first line: the button says what goes back. */
export const AdminRefundsALine: Story = {
  args: {
    viewer: 'admin',
    refunds: {
      view: loaded([]),
      onDownloadCreditNote: pdf,
      refund: {
        machine: refundOrderFor({ refundOrder: fn(async () => ok(DONE)) }),
        onRefunded: fn(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Refund' }));
    const dialog = page.getByRole('dialog', { name: `Refund order #${paid.number}` });
    await userEvent.type(within(dialog).getByLabelText(new RegExp(`^${toolName}: units`)), '1');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Arrived dented');
    await expect(within(dialog).getByRole('button', { name: 'Refund $9.00' })).toBeVisible();
  },
};

/** More than is left: the sentence the API would give, before anything is sent. */
export const AdminAsksTooMuch: Story = {
  args: AdminRefundsALine.args,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Refund' }));
    const dialog = page.getByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('An amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount to refund'), '99999');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/can still be refunded/);
  },
};

/** On its way: the button spins, and Cancel waits. */
export const AdminRefundPending: Story = {
  args: {
    viewer: 'admin',
    refunds: {
      view: loaded([]),
      onDownloadCreditNote: pdf,
      refund: { machine: refundOrderFor({ refundOrder: fn(never) }), onRefunded: fn() },
    },
  },
  play: async (context) => {
    await AdminRefundsALine.play?.(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $9.00' }));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The card service declined: its reason, and the form kept to try again. */
export const AdminRefundDeclined: Story = {
  args: {
    viewer: 'admin',
    refunds: {
      view: loaded([]),
      onDownloadCreditNote: pdf,
      refund: {
        machine: refundOrderFor({
          refundOrder: fn(async () =>
            fail({
              kind: 'server' as const,
              status: 502,
              code: 'refund-declined',
              message: 'The card service declined the refund: the card was closed.',
            }),
          ),
        }),
        onRefunded: fn(),
      },
    },
  },
  play: async (context) => {
    await AdminRefundsALine.play?.(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $9.00' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/declined/);
  },
};
