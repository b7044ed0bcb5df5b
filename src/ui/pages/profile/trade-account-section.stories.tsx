import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ok } from '../../../domain/result';
import {
  DECLINED_APPLICATION,
  DEMO_MY_COMPANY,
  PENDING_APPLICATION,
} from '../../../testing/demo-companies';
import { narrowScreen } from '../../storybook/narrow-screen';
import { TradeAccountSection } from './trade-account-section';

const meta = {
  title: 'Pages/Profile/TradeAccount',
  component: TradeAccountSection,
  args: {
    company: undefined,
    applications: [],
    onApply: fn(async () => ok({})),
    onApplied: fn(),
  },
} satisfies Meta<typeof TradeAccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apply: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Company name'), 'Brush & Co');
    await userEvent.type(canvas.getByLabelText(/Tax id/), '34-7654321');
    await userEvent.type(canvas.getByLabelText('Company address'), '1 Commerce Park, Dayton');
    await userEvent.type(canvas.getByLabelText('Expected yearly volume (USD)'), '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a trade account' }));
    await waitFor(() => expect(args.onApplied).toHaveBeenCalled());
  },
};

export const Waiting: Story = { args: { applications: [PENDING_APPLICATION] } };

export const Declined: Story = { args: { applications: [DECLINED_APPLICATION] } };

export const Member: Story = { args: { company: DEMO_MY_COMPANY } };

export const NarrowScreen: Story = { decorators: [narrowScreen] };
