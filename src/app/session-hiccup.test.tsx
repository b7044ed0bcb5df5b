// A network hiccup never signs anyone out: a kept session whose role the API cannot say
// stays signed in, a role-only page says the store is unreachable with Retry, and opens
// once the API answers again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { fail } from '../domain/result';
import { RECOVERY_INTERVAL_MS } from './routes/-load-states';
import { renderRoute } from '../testing/render-route';

describe('an API that cannot be reached for a moment', () => {
  it('keeps the customer signed in on My Orders and opens it on Retry', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const kept = world.tokens.get();
    // The role check of the kept session, and the check again when the page asks for it.
    vi.spyOn(world.api, 'isAdmin')
      .mockResolvedValueOnce(fail({ kind: 'network' }))
      .mockResolvedValueOnce(fail({ kind: 'network' }));
    const { router } = renderRoute('/dashboard/myOrders', { world });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account could not be checked');
    expect(alert).toHaveTextContent('We could not reach the store.');
    expect(router.state.location.pathname).toBe('/dashboard/myOrders');
    expect(world.tokens.get()).toBe(kept);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));

    // The role arrives with the retry, and the page loads again with it.
    // As long as testing-library's own waits (setup-dom.ts): vi.waitFor's 1 s default ran
    // out on a loaded machine while the route loaded its chunks.
    await vi.waitFor(
      () =>
        expect(screen.getByRole('table', { name: 'Your orders' })).not.toHaveAttribute('aria-busy'),
      { timeout: 5_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    expect(world.tokens.get()).toBe(kept);
  });

  it('keeps an admin signed in and opens an admin page once the API answers', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    world.api.failNext('server');
    renderRoute('/dashboard/manageOrders', { world });

    // The page asks for the role again at once; this time the API answers.
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('loads a page that failed again by itself once the API answers', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    const listAllOrdersPage = vi
      .spyOn(world.api, 'listAllOrdersPage')
      .mockResolvedValue(fail({ kind: 'network' }));
    renderRoute('/dashboard/manageOrders', { world });
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded');

    listAllOrdersPage.mockRestore();

    await vi.waitFor(
      () =>
        expect(screen.getByRole('table', { name: 'All orders' })).not.toHaveAttribute('aria-busy'),
      { timeout: RECOVERY_INTERVAL_MS + 3_000 },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
