import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '../../../domain/auth-errors';
import { createMemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';

async function openLogin(path = '/login') {
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return rendered;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe('the login form', () => {
  it('has labelled e-mail and password fields, Continue with Google and a sign-up link', async () => {
    await openLogin();

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('says what is required under each field, and moves focus to the first', async () => {
    await openLogin();

    await submit();

    expect(errorOf('Email')).toBe('Email is Required');
    expect(errorOf('Password')).toBe('Password is Required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('asks for a valid e-mail and a password of 6 characters', async () => {
    await openLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await submit();

    expect(errorOf('Email')).toBe('Provide a valid Email');
    expect(errorOf('Password')).toBe('Must be 6 characters or longer');
  });

  it('clears a message once the field is put right', async () => {
    await openLogin();
    await submit();

    await userEvent.type(screen.getByLabelText('Email'), 'customer@paintco.test');

    expect(errorOf('Email')).toBeNull();
    expect(errorOf('Password')).toBe('Password is Required');
  });

  it('shows the provider’s error on the form for a wrong password', async () => {
    await openLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'customer@paintco.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass-1');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      AUTH_ERROR_MESSAGES['wrong-password'],
    );
  });

  it('shows the provider’s error for an unknown e-mail', async () => {
    await openLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'nobody@paintco.test');
    await userEvent.type(screen.getByLabelText('Password'), 'any-pass-1');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      AUTH_ERROR_MESSAGES['user-not-found'],
    );
  });

  it('holds the buttons while signing in, then returns to the remembered page', async () => {
    const world = createMemoryWorld();
    world.api.delay(100);
    const { router } = renderRoute('/login?redirect=%2Fdashboard', { world });
    await screen.findByRole('heading', { level: 1, name: 'Login' });

    await userEvent.type(screen.getByLabelText('Email'), 'customer@paintco.test');
    await userEvent.type(screen.getByLabelText('Password'), 'customer-pass-1');
    await submit();

    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signs in with Google and goes home when nothing was remembered', async () => {
    const { router } = await openLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/^Hi, /)).toBeInTheDocument();
  });

  it('shows why Google sign-in did not finish', async () => {
    const world = createMemoryWorld();
    world.auth.failNext('popup-closed');
    renderRoute('/login', { world });

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['popup-closed']);
  });
});
