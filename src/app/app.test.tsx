import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('the app', () => {
  it('shows the home page inside the layout at /', async () => {
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /leading quality paint tools/i }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Blogs', 'Portfolio', 'Login']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoute('/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('navigates in the app without a page load', async () => {
    const { router } = renderRoute('/no-such-page');

    await userEvent.click(await screen.findByRole('link', { name: 'Back to the home page' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /leading quality paint tools/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
