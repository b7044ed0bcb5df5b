// The pager as a list shows it around a page load: the placeholder rows take its place
// while the next page loads, and the pager that comes back has the button pressed focused.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

describe('the pager', () => {
  it('puts focus back on the button pressed once the next page has loaded', async () => {
    const { rerender } = render(
      <Pager page={1} pageCount={3} label="Pages of quotes" onPage={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Loading: no pager, and focus on the body.
    rerender(<p>Loading</p>);
    expect(document.body).toHaveFocus();

    rerender(<Pager page={2} pageCount={3} label="Pages of quotes" onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('leaves focus alone in another list, or where the person has moved it', async () => {
    const { rerender } = render(
      <>
        <input aria-label="Search" />
        <Pager page={2} pageCount={3} label="Pages of quotes" onPage={() => undefined} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    rerender(<input aria-label="Search" />);
    screen.getByRole('textbox', { name: 'Search' }).focus();
    rerender(
      <>
        <input aria-label="Search" />
        <Pager page={1} pageCount={3} label="Pages of quotes" onPage={() => undefined} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();

    rerender(<Pager page={1} pageCount={3} label="Pages of users" onPage={() => undefined} />);
    expect(document.body).toHaveFocus();
  });
});
