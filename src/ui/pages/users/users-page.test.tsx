import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMockedHttpApi } from '../../../testing/http-api';
import { server } from '../../../testing/msw-server';
import { Toaster } from '../../components/toast/toaster';
import { sampleUsers, usersHandlers } from '../../../testing/mocks/handlers/users';
import { madeAdminMessage, MAKE_ADMIN_FAILED_MESSAGE, UsersPage } from './users-page';

function renderPage() {
  const onRefused = vi.fn();
  render(
    <>
      <UsersPage api={createMockedHttpApi()} onRefused={onRefused} />
      <Toaster />
    </>,
  );
  return { onRefused, user: userEvent.setup() };
}

const rowOf = async (email: string) => {
  const table = await screen.findByRole('table', { name: 'All users' });
  const cell = await within(table).findByRole('cell', { name: email });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
};

describe('Make Admin', () => {
  it('lists every user and offers Make Admin only for those who are not admins', async () => {
    server.use(...usersHandlers.served());
    renderPage();
    await rowOf('customer@paintco.test');
    const table = screen.getByRole('table', { name: 'All users' });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getAllByRole('row')).toHaveLength(sampleUsers.length + 1);
    expect(within(table).getByRole('cell', { name: sampleUsers[2]?.name })).toBeVisible();
    expect(within(await rowOf('admin@paintco.test')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await rowOf('customer@paintco.test')).getByRole('button')).toHaveAccessibleName(
      'Make Admin customer@paintco.test',
    );
  });

  it('makes a user an admin, says so, and shows the new role', async () => {
    const promoted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') promoted.push(new URL(request.url).pathname);
    });
    server.use(...usersHandlers.served());
    const { user, onRefused } = renderPage();
    await user.click(within(await rowOf('customer@paintco.test')).getByRole('button'));

    expect(await screen.findByText(madeAdminMessage('customer@paintco.test'))).toBeInTheDocument();
    await vi.waitFor(async () =>
      expect(within(await rowOf('customer@paintco.test')).queryByRole('button')).toBeNull(),
    );
    expect(
      within(await rowOf('customer@paintco.test')).getByRole('cell', { name: 'Admin' }),
    ).toBeVisible();
    expect(promoted).toEqual(['/user/admin/customer%40paintco.test']);
    expect(onRefused).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('on a 403 says "Failed to make an admin" and hands the sign-out to the caller', async () => {
    server.use(...usersHandlers.forbidden());
    const { user, onRefused } = renderPage();
    await user.click(within(await rowOf('customer@paintco.test')).getByRole('button'));

    expect(await screen.findByText(MAKE_ADMIN_FAILED_MESSAGE)).toBeInTheDocument();
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it('says the promotion failed, without signing out, when the server fails', async () => {
    server.use(...usersHandlers.failingPromotion());
    const { user, onRefused } = renderPage();
    const button = within(await rowOf('customer@paintco.test')).getByRole('button');
    await user.click(button);
    expect(await screen.findByText(MAKE_ADMIN_FAILED_MESSAGE)).toBeInTheDocument();
    expect(onRefused).not.toHaveBeenCalled();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('marks the button busy while the promotion is on its way', async () => {
    server.use(...usersHandlers.slowPromotion());
    const { user } = renderPage();
    const button = within(await rowOf('customer@paintco.test')).getByRole('button');
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows an error with Retry when the list cannot be loaded, and loads it on Retry', async () => {
    server.use(...usersHandlers.failingList());
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    server.resetHandlers(...usersHandlers.served());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf('customer@paintco.test')).toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    server.use(...usersHandlers.empty());
    renderPage();
    expect(await screen.findByText('No one has signed up yet.')).toBeInTheDocument();
  });

  it('shows placeholder rows while the list loads', async () => {
    server.use(...usersHandlers.loading());
    renderPage();
    expect(screen.getByRole('table', { name: 'All users' })).toHaveAttribute('aria-busy', 'true');
  });
});
