import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import type { QuickOrderReply } from '../../../domain/quick-order-schemas';
import { QUICK_ORDER_EMPTY } from '../../../domain/quick-order-schemas';
import { fail, ok } from '../../../domain/result';
import { withToaster } from '../../storybook/with-toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { addedToCartMessage, QuickOrderPage, type QuickOrderPageProps } from './quick-order-page';

type Send = QuickOrderPageProps['onQuickOrder'];

const LINES = 'PR-9-ROLLER 24\nNO-SUCH-PART 5\nFB-4-BRUSH 7';

/** The store's answer to LINES: the roller priced, the others refused with their reason. */
const replyTo = (dryRun: boolean): QuickOrderReply => ({
  applied: !dryRun,
  added: [
    {
      line: 1,
      partNumber: 'PR-9-ROLLER',
      toolId: 'roller',
      toolName: 'Pro Paint Roller 9"',
      qty: 24,
      unitPrice: 12,
      total: 288,
      priceReason: 'List price',
    },
  ],
  refused: [
    { line: 2, partNumber: 'NO-SUCH-PART', qty: '5', reason: 'Unknown part number NO-SUCH-PART' },
    { line: 3, partNumber: 'FB-4-BRUSH', qty: '7', reason: 'Order at least 10' },
  ],
  total: 288,
  cart: { lines: [], total: 0 },
});

const meta = {
  title: 'Pages/Dashboard/Quick order',
  component: QuickOrderPage,
  args: {
    onQuickOrder: fn<Send>((_text, dryRun) => Promise.resolve(ok(replyTo(dryRun)))),
  },
  decorators: [withToaster],
} satisfies Meta<typeof QuickOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Part numbers and quantities')).toHaveValue('');
    await expect(canvas.getByLabelText('Or pick a CSV file')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Check: each line with its price or why it cannot go; nothing is added yet. */
export const CheckedWithRefusals: Story = {
  args: { initialText: LINES },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    const table = await canvas.findByRole('table', { name: 'Checked lines' });
    await expect(args.onQuickOrder).toHaveBeenCalledWith(LINES, true);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('Not added: Order at least 10')).toBeVisible();
    await expect(
      within(table).getByText('Pro Paint Roller 9": $12.00 each (List price)'),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 of 3 lines can be added ($288.00); 2 cannot',
    );
  },
};

/** Add to cart: the valid lines go in one call, a toast says how many. */
export const Added: Story = {
  args: { initialText: LINES },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await screen.findByText(addedToCartMessage(1))).toBeVisible();
    await expect(args.onQuickOrder).toHaveBeenCalledWith(LINES, false);
    await expect(canvas.getByRole('table', { name: 'Your quick order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  },
};

/** The store refused the whole list: its sentence shows under the form. */
export const Refused: Story = {
  args: {
    onQuickOrder: fn<Send>(() =>
      Promise.resolve(fail({ kind: 'invalid' as const, status: 400, message: QUICK_ORDER_EMPTY })),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(QUICK_ORDER_EMPTY);
  },
};

/** The store could not be reached. */
export const Offline: Story = {
  args: {
    initialText: LINES,
    onQuickOrder: fn<Send>(() => Promise.resolve(fail({ kind: 'network' as const }))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A phone (320 px, narrower than 375): the checked lines and the buttons fit. */
export const Narrow: Story = {
  ...CheckedWithRefusals,
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(
      await canvas.findByText('Not added: Unknown part number NO-SUCH-PART'),
    ).toBeVisible();
  },
};
