import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { AuditEntry } from '../../../domain/audit-log';
import { loaded, LOADING } from '../../data/load-view';
import { AuditLogPage } from './audit-log-page';

const ADMIN = 'admin@paintco.test';

const ENTRIES: AuditEntry[] = [
  {
    _id: '5',
    at: '2026-06-16T09:30:00.000Z',
    actor: ADMIN,
    action: 'order-shipped',
    subject: '#1042',
  },
  {
    _id: '4',
    at: '2026-06-16T09:10:00.000Z',
    actor: ADMIN,
    action: 'review-hidden',
    subject: 'Casey Painter',
  },
  {
    _id: '3',
    at: '2026-06-15T17:45:00.000Z',
    actor: 'avery@paintco.test',
    action: 'tool-tiers-set',
    subject: 'Wide Roller',
  },
  {
    _id: '2',
    at: '2026-06-15T16:00:00.000Z',
    actor: ADMIN,
    action: 'admin-granted',
    subject: 'avery@paintco.test',
  },
];

const go = fn();

const meta = {
  title: 'Pages/Dashboard/Audit log',
  component: AuditLogPage,
  args: {
    view: loaded({ items: ENTRIES, total: 24, page: 1, pageSize: 20 }),
    listing: { search: {}, go },
    timeZone: 'UTC',
  },
} satisfies Meta<typeof AuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: when, who, and what as a sentence; more pages than one. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Who did what, newest first' });
    await expect(table).toBeVisible();
    const first = canvas.getAllByRole('row')[1];
    await expect(first).toHaveTextContent('Shipped order #1042');
    await expect(first).toHaveTextContent(ADMIN);
    await expect(first?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-06-16T09:30:00.000Z',
    );
    await expect(canvas.getByText('Set the price tiers of Wide Roller')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(go).toHaveBeenCalledWith({ page: 2 });
  },
};

export const Empty: Story = {
  args: { view: loaded({ items: [], total: 0, page: 1, pageSize: 20 }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No admin has done anything that is recorded yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of the audit log' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(canvas.queryByText('Shipped order #1042')).toBeNull();
  },
};

const retry = fn();

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'server' }, retry } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The audit log could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalled();
  },
};
