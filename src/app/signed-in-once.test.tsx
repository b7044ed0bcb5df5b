// Signed-in pages wait once, not twice (issue 13, item 3): on a reload with a kept sign-in,
// a page that needs no role loads its data while the role is being checked.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryWorld, type MemoryWorld } from '../adapters/memory/memory-world';
import type { ApiResult } from '../ports/api.port';
import { DEMO_TOOL_IDS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

/** The API's role check waits until the test lets it answer. */
function holdRoleCheck(world: MemoryWorld) {
  let release: (() => void) | undefined;
  const isAdmin = world.api.isAdmin.bind(world.api);
  vi.spyOn(world.api, 'isAdmin').mockImplementation(
    (email): ApiResult<{ admin: boolean }> =>
      new Promise((resolve) => {
        release = () => void isAdmin(email).then(resolve);
      }),
  );
  return { asked: () => release !== undefined, answer: () => release?.() };
}

describe('a reload with a kept sign-in', () => {
  it('shows the tool page while the role check has not answered', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const role = holdRoleCheck(world);
    const tool = world.state.tools.get(DEMO_TOOL_IDS.sashBrush);

    renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });

    expect(
      await screen.findByRole('heading', { level: 1, name: tool?.name ?? 'missing' }),
    ).toBeVisible();
    expect(screen.queryByText('Checking your sign-in')).not.toBeInTheDocument();
    expect(role.asked()).toBe(true);
    role.answer();
  });

  it('fills in the dashboard menu of the role once it arrives', async () => {
    const world = createMemoryWorld();
    await world.signInAs('admin');
    const role = holdRoleCheck(world);

    renderRoute('/dashboard', { world });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Manage Orders' })).not.toBeInTheDocument();

    role.answer();
    expect(await screen.findByRole('link', { name: 'Manage Orders' })).toBeVisible();
  });
});

describe('a role-only page on a reload with a kept sign-in', () => {
  it('asks for its data while the role is checked, and shows it once both answer', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const role = holdRoleCheck(world);
    const listMyOrders = vi.spyOn(world.api, 'listMyOrders');

    renderRoute('/dashboard/myOrders', { world });

    await vi.waitFor(() => expect(listMyOrders).toHaveBeenCalled());
    expect(role.asked()).toBe(true);
    expect(screen.queryByRole('table', { name: 'Your orders' })).not.toBeInTheDocument();
    role.answer();
    expect(await screen.findByRole('table', { name: 'Your orders' })).toBeVisible();
  });
});
