// Make Admin through a long list: the page and the search live in the address, the API
// gives one page at a time, Back goes to the page before.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manyUsersSeed } from '../../../testing/mocks/handlers/users';
import { renderSignedIn } from '../../../testing/render-route';

const rows = () => within(screen.getByRole('table', { name: 'All users' })).getAllByRole('row');

async function renderPage(path = '/dashboard/users') {
  const rendered = await renderSignedIn(path, 'admin', manyUsersSeed);
  return { ...rendered, user: userEvent.setup() };
}

describe('Make Admin, page by page', () => {
  it('shows 20 users a page, and goes to the next page and back', async () => {
    const { user, router } = await renderPage();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Page 1 of 3');
    expect(rows()).toHaveLength(21);
    const pages = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(await screen.findByRole('cell', { name: 'painter-19@paintco.test' })).toBeVisible();

    router.history.back();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    // Newest first: who signed up last is on the first page, the demo people on the last.
    expect(await screen.findByRole('cell', { name: 'painter-43@paintco.test' })).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'customer@paintco.test' })).not.toBeInTheDocument();
  });

  it('opens the page the address names', async () => {
    await renderPage('/dashboard/users?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(rows()).toHaveLength(6);
    expect(screen.getByRole('cell', { name: 'customer@paintco.test' })).toBeVisible();
  });

  it('falls back to the first page for a page number it cannot use', async () => {
    await renderPage('/dashboard/users?page=banana');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('searches by e-mail or name from the first page, and says when nothing matches', async () => {
    const { user, router } = await renderPage('/dashboard/users?page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search users by e-mail or name' });
    await user.type(box, 'PAINTER 4{Enter}');
    expect(await screen.findByRole('cell', { name: 'painter-40@paintco.test' })).toBeVisible();
    expect(router.state.location.search).toEqual({ q: 'PAINTER 4' });
    // The box stays where it was while the rows load: the typing goes on in it.
    expect(screen.getByRole('searchbox')).toBe(box);
    expect(box).toHaveFocus();
    // Painter 4 and Painter 40 to 43: one page, so no pager.
    expect(rows()).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody-here{Enter}');
    expect(await screen.findByText('Nothing matches “nobody-here”.')).toBeInTheDocument();

    router.history.back();
    expect(await screen.findByRole('cell', { name: 'painter-40@paintco.test' })).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('PAINTER 4');
  });
});
