import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { OrderTimelineEntry } from '../../../domain/order-timeline';
import { loaded, LOADING } from '../../data/load-view';
import { OrderTimeline } from './order-timeline';

const ENTRIES: OrderTimelineEntry[] = [
  { kind: 'created', actor: 'customer@paintco.test', at: '2026-06-15T12:00:00.000Z' },
  { kind: 'payment-started', actor: 'customer@paintco.test', at: '2026-06-15T12:01:10.000Z' },
  { kind: 'paid', actor: 'customer@paintco.test', at: '2026-06-15T12:02:30.000Z' },
  { kind: 'shipped', actor: 'admin@paintco.test', at: '2026-06-16T09:30:00.000Z' },
];

const meta = {
  title: 'Pages/Dashboard/Order/Timeline',
  component: OrderTimeline,
  args: { view: loaded(ENTRIES), timeZone: 'UTC' },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placed, paid and shipped: each change a sentence with its moment, oldest first. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Created by customer@paintco.test',
      'Payment started by customer@paintco.test',
      'Paid by customer@paintco.test',
      'Shipped by admin@paintco.test',
    ]);
    const shippedAt = items[3]?.querySelector('time');
    await expect(shippedAt).toHaveAttribute('dateTime', '2026-06-16T09:30:00.000Z');
    await expect(shippedAt).toHaveTextContent(/2026/);
  },
};

/** What the store did on its own reads as such. */
export const ExpiredBySystem: Story = {
  args: {
    view: loaded([
      ENTRIES[0] as OrderTimelineEntry,
      { kind: 'expired', actor: 'system', at: '2026-06-15T12:30:00.000Z' },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired unpaid by the store (automatically)')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { view: loaded([]) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nothing recorded yet: changes show here as they happen.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the timeline')).toBeVisible();
  },
};

const retry = fn();

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'server' }, retry } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The timeline could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalled();
  },
};
