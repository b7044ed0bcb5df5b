// The catalogue in the app, on the in-memory store: the address holds the search, the form
// changes it one step at a time, and the results say how many tools were found.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../domain/result';
import type { Tool } from '../../../domain/tool';
import { PRICE_RANGE_MESSAGES, sortTools, toolMatches } from '../../../domain/tool-search-rules';
import { createMemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';
import { foundMessage } from './catalogue-results';

/** The results' count, once the search has answered. */
const found = (total: number) => screen.findByText(foundMessage(total));

const cardNames = async () => {
  const list = await screen.findByRole('list', { name: 'Tools' });
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
};

/** The store's tools, as the page would list them (oldest first). */
let DEMO_TOOLS: readonly Tool[] = [];
beforeAll(async () => {
  const listed = await createMemoryWorld().api.listTools();
  if (!listed.ok) throw new Error('The in-memory store lists no tools');
  DEMO_TOOLS = listed.value;
});

const expectedNames = (q: string) =>
  DEMO_TOOLS.filter((tool) => toolMatches(tool, { page: 1, pageSize: 12, q })).map(
    (tool) => tool.name,
  );

describe('the catalogue page', () => {
  it('shows the search in the address, with how many tools it found', async () => {
    renderRoute('/tools?q=brush');
    const brushes = expectedNames('brush');
    expect(await found(brushes.length)).toHaveAttribute('role', 'status');
    expect((await cardNames()).sort()).toEqual([...brushes].sort());
    expect(screen.getByRole('searchbox', { name: /Search tools/ })).toHaveValue('brush');
  });

  it('searches when the form is sent, one step that Back undoes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/tools');
    await screen.findByRole('list', { name: 'Tools' });
    await user.type(screen.getByRole('searchbox', { name: /Search tools/ }), 'tray{Enter}');
    expect(await found(expectedNames('tray').length)).toBeVisible();
    expect(router.state.location.search).toEqual({ q: 'tray' });
    router.history.back();
    await vi.waitFor(async () => expect(await found(DEMO_TOOLS.length)).toBeVisible());
    expect(screen.getByRole('searchbox', { name: /Search tools/ })).toHaveValue('');
  });

  it('sorts at once when the order changes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/tools');
    await screen.findByRole('list', { name: 'Tools' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    const cheapestFirst = sortTools(DEMO_TOOLS, 'price-asc').map((tool) => tool.name);
    await vi.waitFor(async () => expect(await cardNames()).toEqual(cheapestFirst));
    expect(router.state.location.search).toEqual({ sort: 'price-asc' });
  });

  it('says what is wrong with the price range, and searches nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/tools');
    await screen.findByRole('list', { name: 'Tools' });
    await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(PRICE_RANGE_MESSAGES.order)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveFocus();
    await user.clear(screen.getByRole('textbox', { name: 'Maximum price' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), 'ten');
    await user.clear(screen.getByRole('textbox', { name: 'Minimum price' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(PRICE_RANGE_MESSAGES.maxPrice)).toBeVisible();
    expect(router.state.location.search).toEqual({});
  });

  it('offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    renderRoute('/tools?q=nothing%20like%20it&inStock=1');
    expect(await screen.findByText('No tools match “nothing like it”.')).toBeVisible();
    expect(await found(0)).toBeVisible();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    expect(await found(DEMO_TOOLS.length)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  });

  it('shows a failed search with Retry, which reads it again', async () => {
    const user = userEvent.setup();
    const world = createMemoryWorld();
    const listToolsPage = vi
      .spyOn(world.api, 'listToolsPage')
      .mockResolvedValueOnce(fail({ kind: 'server', status: 500 }));
    renderRoute('/tools', { world });
    expect(await screen.findByRole('alert')).toHaveTextContent('Our tools could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Tools' })).toBeInTheDocument();
    expect(listToolsPage).toHaveBeenCalledTimes(2);
  });
});
