import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fail, ok } from '../../../domain/result';
import { acceptInvitationFor } from '../../../machines/forms';
import { DEMO_INVITATION, DEMO_MY_COMPANY } from '../../../testing/demo-companies';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { InvitationPage } from './invitation-page';

const meta = {
  title: 'Pages/Invitation',
  component: InvitationPage,
  args: {
    view: loaded(DEMO_INVITATION),
    machine: acceptInvitationFor({ acceptInvitation: async () => ok(DEMO_MY_COMPANY) }),
    onJoined: fn(),
  },
} satisfies Meta<typeof InvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(args.onJoined).toHaveBeenCalledWith(DEMO_MY_COMPANY));
  },
};

export const AlreadyUsed: Story = {
  args: {
    machine: acceptInvitationFor({
      acceptInvitation: async () =>
        fail({
          kind: 'invalid',
          status: 409,
          message: 'This invitation has already been accepted or withdrawn.',
        }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/already been accepted/);
  },
};

export const Loading: Story = { args: { view: LOADING } };

export const Failed: Story = {
  args: {
    view: {
      status: 'failed',
      error: {
        kind: 'forbidden',
        status: 403,
        message:
          'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
      },
      retry: fn(),
    },
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };

/** A company with a long name, invited by a long name, on a phone. */
export const LongNamesOnAPhone: Story = {
  args: {
    view: loaded({
      ...DEMO_INVITATION,
      companyName: 'Harbour Facilities Management and Industrial Coatings of Northwest Ohio',
      invitedBy: 'Alexandra Montgomery-Fitzwilliam',
    }),
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept the invitation' })).toBeVisible();
  },
};
