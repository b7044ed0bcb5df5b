// Make Admin as an admin sees it in the app, on the in-memory store: the route loads the
// users, Make Admin runs through the page's row-actions machine, and the rows load again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../../domain/result';
import { sampleUsers, usersSeed } from '../../../testing/mocks/handlers/users';
import { renderSignedIn } from '../../../testing/render-route';
import { ROLE_FAILED_MESSAGE, roleSavedMessage } from './user-role-field';
import { madeAdminMessage, MAKE_ADMIN_FAILED_MESSAGE } from './users-page';

async function renderPage() {
  const { world, router } = await renderSignedIn('/dashboard/users', 'admin', usersSeed);
  const makeAdmin = vi.spyOn(world.api, 'makeAdmin');
  return { world, router, makeAdmin, user: userEvent.setup() };
}

const rowOf = async (email: string) => {
  const cell = await screen.findByRole('cell', { name: email });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
};

describe('Make Admin', () => {
  it('lists every user and offers Make Admin only for those who are not admins', async () => {
    await renderPage();
    await rowOf('customer@paintco.test');
    const table = screen.getByRole('table', { name: 'All users' });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getAllByRole('row')).toHaveLength(sampleUsers.length + 1);
    expect(within(table).getByRole('cell', { name: sampleUsers[2]?.name })).toBeVisible();
    expect(
      within(await rowOf('admin@paintco.test')).queryByRole('button', { name: /^Make Admin/ }),
    ).not.toBeInTheDocument();
    expect(
      within(await rowOf('customer@paintco.test')).getByRole('button', { name: /^Make Admin/ }),
    ).toHaveAccessibleName('Make Admin customer@paintco.test');
  });

  it('makes a user an admin, says so, and shows the new role', async () => {
    const { user, makeAdmin, router } = await renderPage();
    await user.click(
      within(await rowOf('customer@paintco.test')).getByRole('button', { name: /^Make Admin/ }),
    );

    expect(await screen.findByText(madeAdminMessage('customer@paintco.test'))).toBeInTheDocument();
    await vi.waitFor(async () =>
      expect(
        within(await rowOf('customer@paintco.test')).queryByRole('button', { name: /^Make Admin/ }),
      ).toBeNull(),
    );
    const row = await rowOf('customer@paintco.test');
    expect(within(row).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(makeAdmin.mock.calls).toEqual([['customer@paintco.test']]);
    expect(router.state.location.pathname).toBe('/dashboard/users');
  });

  it('on a 403 says "Failed to make an admin", signs out and goes home', async () => {
    const { user, makeAdmin, router } = await renderPage();
    makeAdmin.mockResolvedValueOnce(fail({ kind: 'forbidden', status: 403 }));
    await user.click(
      within(await rowOf('customer@paintco.test')).getByRole('button', { name: /^Make Admin/ }),
    );

    expect(await screen.findByText(MAKE_ADMIN_FAILED_MESSAGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('says the promotion failed, without signing out, when the server fails', async () => {
    const { user, world, router } = await renderPage();
    const button = within(await rowOf('customer@paintco.test')).getByRole('button', {
      name: /^Make Admin/,
    });
    world.api.failNext('server');
    await user.click(button);
    expect(await screen.findByText(MAKE_ADMIN_FAILED_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/users');
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });

  it('marks the button busy while the promotion is on its way', async () => {
    const { user, world } = await renderPage();
    const button = within(await rowOf('customer@paintco.test')).getByRole('button', {
      name: /^Make Admin/,
    });
    world.api.delay(Infinity);
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows an error with Retry when the list cannot be loaded, and loads it on Retry', async () => {
    const { world } = await renderSignedIn('/dashboard', 'admin', usersSeed);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const listUsers = vi
      .spyOn(world.api, 'listUsersPage')
      .mockResolvedValue(fail({ kind: 'network' }));
    await user.click(screen.getByRole('link', { name: 'Make Admin' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    listUsers.mockRestore();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf('customer@paintco.test')).toBeInTheDocument();
  });

  it('shows placeholder rows while the list loads', async () => {
    const { world } = await renderSignedIn('/dashboard', 'admin', usersSeed);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    vi.spyOn(world.api, 'listUsersPage').mockReturnValue(new Promise(() => undefined));
    await user.click(screen.getByRole('link', { name: 'Make Admin' }));

    expect(await screen.findByRole('table', { name: 'All users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('the role of each user', () => {
  const roleField = (email: string) => screen.findByRole('combobox', { name: `Role of ${email}` });
  const save = (email: string) => screen.getByRole('button', { name: `Save role of ${email}` });

  it('gives a user a staff role from the keyboard, says so, and shows it after the reload', async () => {
    const { world, user } = await renderPage();
    const setRole = vi.spyOn(world.api, 'setUserRole');
    const field = await roleField('customer@paintco.test');
    expect(field).toHaveValue('customer');
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Customer', 'Admin', 'Warehouse', 'Sales', 'Finance']);

    await user.selectOptions(field, 'Warehouse');
    await user.tab();
    expect(save('customer@paintco.test')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByText(roleSavedMessage('customer@paintco.test', 'warehouse')),
    ).toBeInTheDocument();
    expect(setRole.mock.calls).toEqual([['customer@paintco.test', 'warehouse']]);
    expect(world.state.users.get('customer@paintco.test')?.role).toBe('warehouse');
    await vi.waitFor(async () =>
      expect(await roleField('customer@paintco.test')).toHaveValue('warehouse'),
    );
  });

  it("offers an admin's row no role choice: an admin's role is not changed here", async () => {
    await renderPage();
    const row = await rowOf('admin@paintco.test');
    expect(within(row).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says the role could not be changed when the server fails, and changes nothing', async () => {
    const { world, user } = await renderPage();
    const field = await roleField('customer@paintco.test');
    await user.selectOptions(field, 'Finance');
    world.api.failNext('server');
    await user.click(save('customer@paintco.test'));

    expect((await screen.findAllByText(ROLE_FAILED_MESSAGE)).length).toBeGreaterThan(0);
    expect(world.state.users.get('customer@paintco.test')?.role).toBeUndefined();
  });
});
