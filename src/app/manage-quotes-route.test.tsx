// Manage Quotes inside the app, on the in-memory store: quotes a page at a time with a
// search, and focus that stays on a control after paging and after a Decline.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { quoteReference } from '../domain/quote';
import { renderRoute } from '../testing/render-route';

/** A store with `count` quotes asked for anonymously, each for one tool, then the admin. */
async function storeWithQuotes(count: number) {
  const world = createMemoryWorld();
  const tools = await world.api.listTools();
  const tool = tools.ok ? tools.value[0] : undefined;
  if (!tool) throw new Error('The demo store has a tool');
  const quotes = [];
  for (let n = 1; n <= count; n += 1) {
    const asked = await world.api.requestQuote({
      name: `Sender ${n}`,
      email: `sender${n}@crew.test`,
      message: 'Rollers',
      lines: [{ toolId: tool._id, qty: tool.minQty }],
    });
    if (!asked.ok) throw new Error('The quote was asked for');
    quotes.push(asked.value);
  }
  await world.signInAs('admin');
  return { world, quotes };
}

describe('Manage Quotes', () => {
  it('pages through the quotes, keeping focus on Next', async () => {
    const { world } = await storeWithQuotes(21);
    renderRoute('/dashboard/manageQuotes', { world });
    const user = userEvent.setup();
    // The machine is busy: the first load may take a while.
    const pages = await screen.findByRole(
      'navigation',
      { name: 'Pages of quotes' },
      { timeout: 5000 },
    );
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    await screen.findByText('Page 2 of 2', {}, { timeout: 5000 });
    const next = within(screen.getByRole('navigation', { name: 'Pages of quotes' })).getByRole(
      'button',
      { name: 'Next' },
    );
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getAllByText(/^Sender \d+$/)).toHaveLength(1);
  });

  it('finds a quote by its reference', async () => {
    const { world, quotes } = await storeWithQuotes(3);
    const wanted = quotes[1];
    if (!wanted) throw new Error('Three quotes were asked for');
    renderRoute('/dashboard/manageQuotes', { world });
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', {
      name: 'Search quotes by name, company, reference or tool',
    });
    await user.type(box, `${quoteReference(wanted).toLowerCase()}{Enter}`);
    await screen.findByRole('heading', {
      level: 1,
      name: `Manage Quotes: matching “${quoteReference(wanted).toLowerCase()}”`,
    });
    await waitFor(() => expect(screen.getAllByText(/^Sender \d+$/)).toHaveLength(1));
    expect(screen.getByText('Sender 2')).toBeVisible();
  });

  it("after a Decline, moves focus to the next quote's first button", async () => {
    const { world } = await storeWithQuotes(2);
    renderRoute('/dashboard/manageQuotes?status=new', { world });
    const user = userEvent.setup();
    const [firstDecline] = await screen.findAllByRole('button', { name: 'Decline' });
    if (!firstDecline) throw new Error('Two new quotes offer Decline');
    await user.click(firstDecline);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Decline' })).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Price' })).toHaveFocus());
  });
});
