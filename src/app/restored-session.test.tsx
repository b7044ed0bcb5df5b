// A returning person's pages come from the kept token alone (issue 22, item 2): the
// identity provider is not loaded for them, only once another tab changes the kept token
// (or it nears its expiry, session.restore.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../adapters/memory/demo-data';
import { createMemoryWorld, type MemoryWorld } from '../adapters/memory/memory-world';
import type { AuthPort } from '../ports/auth.port';
import { renderRoute } from '../testing/render-route';

const { customer } = DEMO_ACCOUNTS;

/** The same store, with the identity provider given by the test. */
const withAuth = (world: MemoryWorld, loadAuth: () => Promise<AuthPort>): MemoryWorld => ({
  ...world,
  ports: { ...world.ports, loadAuth },
});

const ordersTable = () => screen.queryByRole('table', { name: 'Your orders' });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

/** What the browser tells this tab when another one changes the kept token. */
const otherTabChangesToken = () =>
  window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));

describe('a returning customer', () => {
  it('sees My Orders with its rows and the greeting while the identity provider never loads', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const heldBack = vi.fn(() => new Promise<AuthPort>(() => undefined));

    renderRoute('/dashboard/myOrders', { world: withAuth(world, heldBack) });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    await vi.waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    expect(within(table).getByRole('cell', { name: 'Pro Paint Roller 9"' })).toBeVisible();
    expect(within(nav()).getByText(`Hi, ${customer.name}`)).toBeVisible();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('loads the identity provider only once another tab changes the kept token', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const loadAuth = vi.fn(() => world.ports.loadAuth());

    renderRoute('/dashboard/myOrders', { world: withAuth(world, loadAuth) });
    const table = await screen.findByRole('table', { name: 'Your orders' });
    await vi.waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadAuth).not.toHaveBeenCalled();

    otherTabChangesToken();
    await vi.waitFor(() => expect(loadAuth).toHaveBeenCalledOnce());
    // The provider names the same person: nothing changes.
    expect(within(nav()).getByText(`Hi, ${customer.name}`)).toBeVisible();
    expect(ordersTable()).toBeVisible();
  });

  it('is signed out once another tab signed out at the provider', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    await world.auth.signOut();

    const { router } = renderRoute('/dashboard/myOrders', { world });
    expect(await screen.findByRole('table', { name: 'Your orders' })).toBeVisible();
    otherTabChangesToken();

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(world.tokens.get()).toBeNull();
  });
});
