// My Profile as the signed-in customer sees it in the app, on the in-memory store: the
// route loads the profile, the update form sends through its submit machine, and the
// details load again after a save.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../../domain/result';
import {
  newcomerProfile,
  sampleProfile,
  withCustomer,
} from '../../../testing/mocks/handlers/profile';
import { renderSignedIn } from '../../../testing/render-route';
import { PROFILE_SAVED_MESSAGE } from './profile-page';

async function renderProfile(customer: typeof newcomerProfile = sampleProfile) {
  const rendered = await renderSignedIn('/dashboard', 'customer', withCustomer(customer));
  const update = vi.spyOn(rendered.world.api, 'updateProfile');
  return { ...rendered, update, user: userEvent.setup() };
}

describe('My Profile', () => {
  it('shows the saved profile and saves changes with PATCH /user/{email}', async () => {
    const { user, update } = await renderProfile();

    const saved = await screen.findByRole('region', { name: 'Your details' });
    expect(saved).toHaveTextContent('Columbus, Ohio');
    const form = screen.getByRole('form', { name: 'Update your profile' });
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');

    const location = within(form).getByLabelText('Location');
    await user.clear(location);
    await user.type(location, '  Dayton, Ohio ');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Casey Painter');
    await user.click(within(form).getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toHaveTextContent('Dayton, Ohio'));
    expect(saved).toHaveTextContent('Casey Painter');
    expect(update.mock.calls).toEqual([
      [
        sampleProfile.email,
        {
          name: 'Casey Painter',
          email: sampleProfile.email,
          education: sampleProfile.education,
          location: 'Dayton, Ohio',
          phone: sampleProfile.phone,
          linkedin: sampleProfile.linkedin,
        },
      ],
    ]);
    // The identity provider's copy of the name, which the navbar greets with.
    expect(await screen.findByText('Hi, Casey Painter')).toBeInTheDocument();
  });

  it('says which fields are not given yet', async () => {
    await renderProfile(newcomerProfile);
    const saved = await screen.findByRole('region', { name: 'Your details' });
    expect(within(saved).getAllByText('Not given')).toHaveLength(4);
  });

  it('refuses a LinkedIn address that is not on linkedin.com, without calling the API', async () => {
    const { user, update } = await renderProfile();
    const linkedin = await screen.findByLabelText('LinkedIn');
    await user.clear(linkedin);
    await user.type(linkedin, 'https://example.com/me');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(linkedin).toHaveAccessibleDescription(
      'LinkedIn must be a linkedin.com address starting with https://',
    );
    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('shows an error with Retry when the profile cannot be loaded, and loads it on Retry', async () => {
    // From another dashboard page, so the session's own calls are done before the fault is
    // set, and the dashboard's frame is already there.
    const { world } = await renderSignedIn('/dashboard/addReview', 'customer');
    // Every read fails until the store is back (the link's preload on hover reads too).
    const down = vi
      .spyOn(world.api, 'getProfile')
      .mockResolvedValue(fail({ kind: 'server', status: 500 }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'My Profile' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();

    down.mockRestore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your details' })).toHaveTextContent(
      sampleProfile.name,
    );
  });

  it('shows the spinner under its heading while the profile loads', async () => {
    const { world } = await renderSignedIn('/dashboard/addReview', 'customer');
    vi.spyOn(world.api, 'getProfile').mockReturnValue(new Promise(() => undefined));
    await userEvent.setup().click(await screen.findByRole('link', { name: 'My Profile' }));

    expect(await screen.findByRole('status', { name: 'Loading your profile…' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });

  it('keeps the form and says why when the server fails to save', async () => {
    const { user, update } = await renderProfile();
    await user.type(await screen.findByLabelText('Phone'), '9');
    update.mockResolvedValueOnce(fail({ kind: 'server', status: 500 }));
    const button = screen.getByRole('button', { name: 'Update profile' });
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('The store ran into a problem.');
    expect(screen.queryByText(PROFILE_SAVED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue(`${sampleProfile.phone}9`);
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
