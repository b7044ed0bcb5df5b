import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { updateProfileFor } from '../../../machines/forms';
import { createMockedHttpApi } from '../../../testing/http-api';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING, mapLoaded, type LoadView } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import {
  newcomerProfile,
  profileHandlers,
  profileUser,
  sampleProfile,
} from '../../../testing/mocks/handlers/profile';
import type { User } from '../../../domain/user';
import { PROFILE_SAVED_MESSAGE, ProfilePage } from './profile-page';

const update = updateProfileFor(createMockedHttpApi());

interface ProfileStory {
  /** The profile as the route's loader gives it. */
  profile: LoadView<User>;
  onNameSaved: (name: string) => void;
  onSaved: () => void;
}

const meta = {
  title: 'Pages/Dashboard/My Profile',
  // Kept serialisable: the update form's machine, on the mocked API, is added as the page
  // renders.
  render: ({ profile, ...callbacks }) => (
    <ProfilePage view={mapLoaded(profile, (user) => ({ user, update }))} {...callbacks} />
  ),
  args: { profile: loaded(profileUser(sampleProfile)), onNameSaved: fn(), onSaved: fn() },
  parameters: { msw: { handlers: profileHandlers.served() } },
  decorators: [withToaster],
} satisfies Meta<ProfileStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const details = await canvas.findByRole('region', { name: 'Your details' });
    await expect(details).toHaveTextContent(sampleProfile.location ?? '');
    const education = canvas.getByLabelText('Education');
    await userEvent.clear(education);
    await userEvent.type(education, 'Ohio State University');
    await userEvent.click(canvas.getByRole('button', { name: 'Update profile' }));
    await expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeVisible();
    // The route loads the profile again, and renames the greeting.
    await expect(args.onSaved).toHaveBeenCalledOnce();
    await expect(args.onNameSaved).toHaveBeenCalledWith(sampleProfile.name);
  },
};

export const Loading: Story = {
  args: { profile: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your profile…' })).toBeVisible();
  },
};

export const NothingFilledIn: Story = {
  args: { profile: loaded(profileUser(newcomerProfile)) },
  play: async ({ canvas }) => {
    const details = await canvas.findByRole('region', { name: 'Your details' });
    await expect(within(details).getAllByText('Not given')).toHaveLength(4);
  },
};

export const LoadError: Story = {
  args: { profile: { status: 'failed', error: { kind: 'server', status: 500 }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your profile could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    if (args.profile.status === 'failed') await expect(args.profile.retry).toHaveBeenCalledOnce();
  },
};

export const SaveError: Story = {
  parameters: { msw: { handlers: profileHandlers.failingSave() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The store ran into a problem.',
    );
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('LinkedIn')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update profile' })).toBeVisible();
  },
};
