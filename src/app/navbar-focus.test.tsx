// The navbar's links stay put while the session's code loads: a visitor who focused Login
// (which starts loading it) keeps focus on Login.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('the navbar while the session loads', () => {
  it('keeps focus on the Login link the visitor is on', async () => {
    const { router } = renderRoute('/');
    const login = await screen.findByRole('link', { name: 'Login' });
    login.focus();

    await router.options.context.session.load();

    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Login' })).toBe(login);
  });
});
