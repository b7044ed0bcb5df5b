import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ok } from '../../../domain/result';
import { DEMO_APPLICATIONS, PENDING_APPLICATION } from '../../../testing/demo-companies';
import { Toaster } from '../../components/toast/toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { CompaniesPage } from './companies-page';

const meta = {
  title: 'Pages/Companies',
  component: CompaniesPage,
  args: {
    view: loaded(DEMO_APPLICATIONS),
    onApprove: fn(async () => ok({})),
    onDecline: fn(async () => ok({})),
    onChanged: fn(),
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof CompaniesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applications: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    // Only the waiting application can be decided.
    await expect(canvas.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    await userEvent.type(
      canvas.getByLabelText(`Reason for declining ${PENDING_APPLICATION.companyName}`),
      'No record',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(args.onDecline).toHaveBeenCalledWith(PENDING_APPLICATION._id, 'No record');
  },
};

export const Empty: Story = {
  args: { view: loaded([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one has applied for a trade account yet.')).toBeVisible();
  },
};

export const LongList: Story = {
  args: {
    view: loaded(
      Array.from({ length: 40 }, (_, n) => ({
        ...PENDING_APPLICATION,
        _id: `application-${n}`,
        companyName: `Company number ${n} with a rather long trading name`,
      })),
    ),
  },
};

export const Loading: Story = { args: { view: LOADING } };

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The applications could not be loaded')).toBeVisible();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
