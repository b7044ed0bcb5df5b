import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { OrderReturn } from '../../../domain/order-return';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ReturnsPage } from './returns-page';

const ORDER_ID = '0b6f5d1e-4c1a-4a8e-9a57-3f1d2c7b8e01';

const RETURNS: OrderReturn[] = [
  {
    _id: 'r3',
    orderId: ORDER_ID,
    orderNumber: 1042,
    email: 'casey.painter@example.com',
    status: 'requested',
    reason: 'The roller frame arrived bent.',
    lines: [{ line: 0, toolName: 'Wide Roller Frame 18"', qty: 1 }],
    createdAt: '2026-06-16T09:30:00.000Z',
  },
  {
    _id: 'r2',
    orderId: ORDER_ID,
    orderNumber: 1038,
    email: 'a.very.long.address.for.a.site.manager@northern-decorating-contractors.example.com',
    status: 'accepted',
    reason: 'Ordered two sizes too many; both trays are unopened.',
    lines: [
      { line: 0, toolName: 'Heavy-Duty Paint Tray', qty: 2 },
      { line: 2, toolName: 'Flexible Putty Knife 3"', qty: 1 },
    ],
    createdAt: '2026-06-15T17:45:00.000Z',
    decidedBy: 'admin@paintco.test',
  },
  {
    _id: 'r1',
    orderId: ORDER_ID,
    orderNumber: 1021,
    email: 'jo@crew.test',
    status: 'refused',
    reason: 'Changed my mind.',
    refusal: 'The brushes were used.',
    lines: [{ line: 1, toolName: 'Angled Sash Brush', qty: 3 }],
    createdAt: '2026-06-10T08:00:00.000Z',
    decidedBy: 'admin@paintco.test',
  },
];

const onStatus = fn();

const meta = {
  title: 'Pages/Dashboard/Returns',
  component: ReturnsPage,
  args: { view: loaded(RETURNS), onStatus },
} satisfies Meta<typeof ReturnsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its order's link, its state, who asked, what and why. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Returns, newest first' })).toBeVisible();
    const first = canvas.getAllByRole('row')[1];
    await expect(first).toHaveTextContent('Awaiting a decision');
    await expect(first).toHaveTextContent('1 × Wide Roller Frame 18"');
    await expect(canvas.getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      `/dashboard/order/${ORDER_ID}`,
    );
    await expect(canvas.getByText('Refused: The brushes were used.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'Received and refunded');
    await expect(onStatus).toHaveBeenCalledWith('refunded');
  },
};

/** One state in the address: the heading says so, and so does an empty list. */
export const FilteredEmpty: Story = {
  args: { view: loaded([]), status: 'accepted' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Returns: accepted, awaiting the parcel',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('No return is accepted, awaiting the parcel.')).toBeVisible();
    await expect(canvas.getByLabelText('State')).toHaveValue('accepted');
  },
};

export const Empty: Story = {
  args: { view: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No customer has asked to return anything yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    await expect(canvas.queryByText('#1042')).toBeNull();
  },
};

const retry = fn();

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'server' }, retry } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The returns could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** At a phone's width each return is a card; long e-mails wrap. */
export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '#1038' })).toBeVisible();
  },
};
