import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '../../../domain/auth-errors';
import { createMemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';

async function openSignup(path = '/signup', world = createMemoryWorld()) {
  const rendered = renderRoute(path, { world });
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return rendered;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id)?.textContent;
};

async function fill(name: string, email: string, password: string) {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('the sign-up form', () => {
  it('has labelled name, e-mail and password fields, Continue with Google and a login link', async () => {
    await openSignup('/signup?redirect=%2Fdashboard');

    for (const label of ['Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard',
    );
  });

  it('says what is required under each field, and moves focus to the first', async () => {
    await openSignup();

    await submit();

    expect(errorOf('Name')).toBe('Name is Required');
    expect(errorOf('Email')).toBe('Email is Required');
    expect(errorOf('Password')).toBe('Password is Required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('asks for a valid e-mail and a password of 6 characters', async () => {
    await openSignup();

    await fill('Riley', 'riley@', 'abc');
    await submit();

    expect(errorOf('Name')).toBeNull();
    expect(errorOf('Email')).toBe('Provide a valid Email');
    expect(errorOf('Password')).toBe('Must be 6 characters or longer');
  });

  it('shows the provider’s error on the form when the e-mail is taken', async () => {
    await openSignup();

    await fill('Copy Cat', 'customer@paintco.test', 'copy-pass-1');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['email-in-use']);
  });

  it('creates the account, sets its name and greets the person by it at once', async () => {
    const world = createMemoryWorld();
    const { router } = await openSignup('/signup', world);

    await fill('Riley Roller', 'riley@paintco.test', 'riley-pass-1');
    await submit();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Hi, Riley Roller')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(world.state.accounts.get('riley@paintco.test')?.displayName).toBe('Riley Roller');
    expect(world.state.users.get('riley@paintco.test')?.name).toBe('Riley Roller');
  });
});
