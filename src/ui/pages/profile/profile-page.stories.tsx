import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { createMockedHttpApi } from '../../../testing/http-api';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import {
  newcomerProfile,
  profileHandlers,
  sampleProfile,
} from '../../../testing/mocks/handlers/profile';
import { NO_USER_MESSAGE, PROFILE_SAVED_MESSAGE, ProfilePage } from './profile-page';

const meta = {
  title: 'Pages/Dashboard/My Profile',
  component: ProfilePage,
  args: { api: createMockedHttpApi(), email: sampleProfile.email, onNameSaved: fn() },
  parameters: { msw: { handlers: profileHandlers.served() } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const details = await canvas.findByRole('region', { name: 'Your details' });
    await expect(details).toHaveTextContent(sampleProfile.location ?? '');
    const education = canvas.getByLabelText('Education');
    await userEvent.clear(education);
    await userEvent.type(education, 'Ohio State University');
    await userEvent.click(canvas.getByRole('button', { name: 'Update profile' }));
    await expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeVisible();
    await expect(await within(details).findByText('Ohio State University')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: profileHandlers.loading() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your profile…' })).toBeVisible();
  },
};

export const NothingFilledIn: Story = {
  parameters: {
    msw: {
      handlers: profileHandlers.served(newcomerProfile),
    },
  },
  play: async ({ canvas }) => {
    const details = await canvas.findByRole('region', { name: 'Your details' });
    await expect(within(details).getAllByText('Not given')).toHaveLength(4);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: profileHandlers.failingLoad() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your profile could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
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

export const NotSignedIn: Story = {
  args: { email: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(NO_USER_MESSAGE);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('LinkedIn')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update profile' })).toBeVisible();
  },
};
