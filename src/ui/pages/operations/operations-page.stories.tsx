import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  salesWindow,
  everyDay,
  unpaidAges,
  type OperationsSummary,
} from '../../../domain/operations-summary';
import { formatAmount } from '../../../domain/money';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { OperationsPage } from './operations-page';
import { salesSentence } from './sales-words';

const NOW = new Date('2026-11-23T12:00:00Z');
const { days } = salesWindow(NOW);

const BUSY: OperationsSummary = {
  salesByDay: everyDay(
    days,
    days.map((day, n) => ({ day, orders: (n % 4) + 1, revenue: 120 * ((n % 4) + 1) + n * 15 })),
  ),
  toShip: 3,
  unpaidByAge: unpaidAges([2, 1, 0]),
  topTools: [
    { toolId: 't-1', toolName: 'Pro Paint Roller 9"', units: 420, revenue: 5040 },
    { toolId: 't-2', toolName: 'Flat Wall Brush 4"', units: 300, revenue: 2700 },
  ],
  lowStock: [{ toolId: 't-3', toolName: 'Heavy-Duty Paint Tray', availableQty: 4, threshold: 10 }],
  refundedThisMonthCents: 12_550,
  owedCents: 2_450_075,
  overdueCents: 612_000,
  returnsAwaiting: 2,
  readAt: NOW.toISOString(),
};

const QUIET: OperationsSummary = {
  salesByDay: everyDay(days, []),
  toShip: 0,
  unpaidByAge: unpaidAges([0, 0, 0]),
  topTools: [],
  lowStock: [],
  refundedThisMonthCents: 0,
  owedCents: 0,
  overdueCents: 0,
  returnsAwaiting: 0,
  readAt: NOW.toISOString(),
};

const meta = {
  title: 'Pages/Overview',
  component: OperationsPage,
  args: { view: loaded(BUSY) },
} satisfies Meta<typeof OperationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Busy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const toShip = within(canvas.getByRole('region', { name: 'To ship' }));
    await expect(toShip.getByText('3')).toBeVisible();
    await expect(canvas.getByText(salesSentence(BUSY.salesByDay))).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Top tools/ })).toBeVisible();
    // A low tool's name opens its Edit page, where its stock is changed.
    const low = within(canvas.getByRole('list', { name: 'Tools low on stock' }));
    await expect(low.getByRole('listitem')).toHaveTextContent(
      'Heavy-Duty Paint Tray: 4 left (low at 10)',
    );
    await expect(low.getByRole('link', { name: 'Heavy-Duty Paint Tray' })).toHaveAttribute(
      'href',
      '/dashboard/manageProduct/t-3/edit',
    );
    // Returns to act on open the Returns page; the month's refunds are in dollars.
    const returns = within(canvas.getByRole('region', { name: 'Returns to act on' }));
    await expect(returns.getByText('2')).toBeVisible();
    await expect(returns.getByRole('link', { name: 'Act on them in Returns' })).toHaveAttribute(
      'href',
      '/dashboard/returns',
    );
    const refunded = within(canvas.getByRole('region', { name: 'Refunded this month' }));
    await expect(refunded.getByText('$125.50')).toBeVisible();
    // What is owed on account, and the part overdue, in dollars like the other sums.
    const owed = within(canvas.getByRole('region', { name: 'Owed to the store' }));
    await expect(owed.getByText('$24,500.75')).toBeVisible();
    const overdue = within(canvas.getByRole('region', { name: 'Overdue' }));
    await expect(overdue.getByText('$6,120.00')).toBeVisible();
  },
};

/** A store with no sales yet: zero days, and sentences instead of empty lists. */
export const Quiet: Story = {
  args: { view: loaded(QUIET) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${formatAmount(0)} from 0 orders`)).toBeVisible();
    await expect(canvas.getByText('No tools sold in the last 30 days.')).toBeVisible();
    await expect(canvas.getByText(/Every tool has more than its low-stock level/)).toBeVisible();
    // Nothing is low: no prompt to restock.
    const low = within(canvas.getByRole('region', { name: 'Low stock' }));
    await expect(low.queryByText(/restock/i)).not.toBeInTheDocument();
    await expect(low.queryByRole('link')).not.toBeInTheDocument();
    // Nothing owed on account: no sum past due either.
    const overdue = within(canvas.getByRole('region', { name: 'Overdue' }));
    await expect(overdue.getByText('No invoice on account is past its due date.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the figures')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('The figures could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    if (args.view.status === 'failed') await expect(args.view.retry).toHaveBeenCalled();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
