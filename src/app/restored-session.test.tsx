// A returning person's pages come from the kept token alone (issue 22, item 2): the
// identity provider loads after the first page has rendered, and is not needed for it.
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

  it('loads the identity provider only once My Orders has rendered', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    let tableAtLoad: boolean | undefined;
    const loadAuth = vi.fn(() => {
      tableAtLoad = ordersTable() !== null;
      return world.ports.loadAuth();
    });

    renderRoute('/dashboard/myOrders', { world: withAuth(world, loadAuth) });

    await vi.waitFor(() => expect(loadAuth).toHaveBeenCalledOnce());
    expect(tableAtLoad).toBe(true);
    // The provider names the same person: nothing changes.
    expect(within(nav()).getByText(`Hi, ${customer.name}`)).toBeVisible();
    expect(ordersTable()).toBeVisible();
  });

  it('is signed out once the provider says no one is signed in here', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    await world.auth.signOut();

    const { router } = renderRoute('/dashboard/myOrders', { world });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(world.tokens.get()).toBeNull();
  });
});
