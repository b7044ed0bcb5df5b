import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMockedHttpApi, MOCK_API } from '../../../testing/http-api';
import { server } from '../../../testing/msw-server';
import { Toaster } from '../../components/toast/toaster';
import {
  newcomerProfile,
  profileHandlers,
  sampleProfile,
} from '../../../testing/mocks/handlers/profile';
import { NO_USER_MESSAGE, PROFILE_SAVED_MESSAGE, ProfilePage } from './profile-page';

function renderProfile(email: string | null = sampleProfile.email, onNameSaved = vi.fn()) {
  render(
    <>
      <ProfilePage api={createMockedHttpApi()} email={email} onNameSaved={onNameSaved} />
      <Toaster />
    </>,
  );
  return { onNameSaved };
}

describe('My Profile', () => {
  it('shows the saved profile and saves changes with PATCH /user/{email}', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    server.use(...profileHandlers.served());
    const { onNameSaved } = renderProfile();

    const saved = await screen.findByRole('region', { name: 'Your details' });
    expect(saved).toHaveTextContent('Columbus, Ohio');
    const form = screen.getByRole('form', { name: 'Update your profile' });
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');

    const user = userEvent.setup();
    const location = within(form).getByLabelText('Location');
    await user.clear(location);
    await user.type(location, '  Dayton, Ohio ');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Casey Painter');
    await user.click(within(form).getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toHaveTextContent('Dayton, Ohio'));
    expect(saved).toHaveTextContent('Casey Painter');
    expect(sent).toEqual([
      {
        name: 'Casey Painter',
        email: sampleProfile.email,
        education: sampleProfile.education,
        location: 'Dayton, Ohio',
        phone: sampleProfile.phone,
        linkedin: sampleProfile.linkedin,
      },
    ]);
    expect(onNameSaved).toHaveBeenCalledWith('Casey Painter');
    server.events.removeAllListeners();
  });

  it('says which fields are not given yet', async () => {
    server.use(...profileHandlers.served(newcomerProfile));
    renderProfile();
    const saved = await screen.findByRole('region', { name: 'Your details' });
    expect(within(saved).getAllByText('Not given')).toHaveLength(4);
  });

  it('refuses a LinkedIn address that is not on linkedin.com, without calling the API', async () => {
    server.use(
      ...profileHandlers.served(),
      http.patch(`${MOCK_API}/user/:email`, () => {
        throw new Error('The form should not have been sent');
      }),
    );
    renderProfile();
    const linkedin = await screen.findByLabelText('LinkedIn');
    const user = userEvent.setup();
    await user.clear(linkedin);
    await user.type(linkedin, 'https://example.com/me');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(linkedin).toHaveAccessibleDescription(
      'LinkedIn must be a linkedin.com address starting with https://',
    );
    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an error with Retry when the profile cannot be loaded, and loads it on Retry', async () => {
    server.use(...profileHandlers.failingLoad());
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded');

    server.resetHandlers(...profileHandlers.served());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your details' })).toHaveTextContent(
      sampleProfile.name,
    );
  });

  it('keeps the form and says why when the server fails to save', async () => {
    server.use(...profileHandlers.failingSave());
    renderProfile();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '9');
    const button = screen.getByRole('button', { name: 'Update profile' });
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('The store ran into a problem.');
    expect(screen.queryByText(PROFILE_SAVED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue(`${sampleProfile.phone}9`);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('says "No user is logged in" when nobody is signed in, and asks the API nothing', async () => {
    renderProfile(null);
    expect(screen.getByRole('alert')).toHaveTextContent(NO_USER_MESSAGE);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
