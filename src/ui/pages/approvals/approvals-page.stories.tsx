import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ok } from '../../../domain/result';
import { approveOrderFor, declineOrderFor } from '../../../machines/forms';
import { DEMO_MY_COMPANY, demoApprovals } from '../../../testing/demo-companies';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ApprovalsPage, type ApprovalsData } from './approvals-page';

const approvals = demoApprovals(4);
const decided = (orderId: string, status: 'approved' | 'declined') => {
  const one = approvals.find((approval) => approval.orderId === orderId) ?? approvals[0];
  if (!one) throw new Error('No demo approval');
  return ok({ ...one, status });
};
const approve = approveOrderFor({
  approveCompanyOrder: async (_id, orderId) => decided(orderId, 'approved'),
});
const decline = declineOrderFor({
  declineCompanyOrder: async (_id, orderId) => decided(orderId, 'declined'),
});

const data: ApprovalsData = {
  companyName: DEMO_MY_COMPANY.company.name,
  viewerEmail: 'morgan.trade@paintco.test',
  approvals,
};

const meta = {
  title: 'Pages/Dashboard/Approvals',
  component: ApprovalsPage,
  // The machines are added as the page renders (args stay serialisable).
  render: (args) => <ApprovalsPage {...args} approve={approve} decline={decline} />,
  args: { view: loaded(data), onChanged: fn() },
} satisfies Meta<typeof ApprovalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Approvals for Acme Painting Contractors: 1 waiting',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Reason: Order through the depot')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline #1200' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline order #1200?' });
    await expect(within(dialog).getByRole('button', { name: 'Decline the order' })).toBeVisible();
  },
};

export const Approve: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve #1200' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve order #1200?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve the order' }));
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

export const OwnOrder: Story = {
  args: { view: loaded({ ...data, viewerEmail: 'bailey.buyer@paintco.test' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your own order: another approver decides')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve #1200' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { view: loaded({ ...data, approvals: [] }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No order of your company has waited for approval yet.'),
    ).toBeVisible();
  },
};

export const LongList: Story = {
  args: { view: loaded({ ...data, approvals: demoApprovals(40) }) },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Orders waiting or decided, newest first' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: {
    view: {
      status: 'failed',
      error: {
        kind: 'forbidden',
        status: 403,
        message:
          'Only an approver or a company admin of this company can approve or decline orders.',
      },
      retry: fn(),
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The approvals could not be loaded');
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
