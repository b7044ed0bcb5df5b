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
import { foundMessage, noSuchPageTitle } from './catalogue-results';

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

  it('applies the order with the other filters on Search, in one request', async () => {
    const user = userEvent.setup();
    const world = createMemoryWorld();
    const listToolsPage = vi.spyOn(world.api, 'listToolsPage');
    const { router } = renderRoute('/tools', { world });
    await screen.findByRole('list', { name: 'Tools' });
    // The page's first load asks once.
    const asked = listToolsPage.mock.calls.length;
    expect(asked).toBe(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(router.state.location.search).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const cheapestFirst = sortTools(
      DEMO_TOOLS.filter((tool) => tool.availableQty > 0),
      'price-asc',
    ).map((tool) => tool.name);
    await vi.waitFor(async () => expect(await cardNames()).toEqual(cheapestFirst));
    expect(router.state.location.search).toEqual({ sort: 'price-asc', inStock: 1 });
    expect(listToolsPage).toHaveBeenCalledTimes(asked + 1);
    // The same search again asks for nothing.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(listToolsPage).toHaveBeenCalledTimes(asked + 1);
  });

  it('keeps the filters behind a Filters button, which shows them', async () => {
    const user = userEvent.setup();
    renderRoute('/tools');
    const filters = await screen.findByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    const group = document.getElementById(filters.getAttribute('aria-controls') ?? '');
    expect(group).toContainElement(screen.getByRole('combobox', { name: 'Sort by' }));
  });

  it('says a page past the last does not exist', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/tools?page=99');
    expect(await screen.findByText(noSuchPageTitle(99))).toBeVisible();
    expect(screen.queryByText('No tools are for sale right now.')).toBeNull();
    const pageOne = screen.getByRole('link', { name: 'Go to page 1' });
    expect(pageOne).toHaveAttribute('href', '/tools');
    await user.click(pageOne);
    await screen.findByRole('list', { name: 'Tools' });
    expect(router.state.location.search).toEqual({});
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

  it('takes prices with cents, and refuses a third decimal at its field', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/tools');
    await screen.findByRole('list', { name: 'Tools' });
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    expect(min).toHaveAttribute('inputmode', 'decimal');
    await user.type(min, '12.505');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(PRICE_RANGE_MESSAGES.minPrice)).toBeVisible();
    expect(min).toHaveFocus();
    expect(router.state.location.search).toEqual({});

    await user.clear(min);
    await user.type(min, '6.50');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const inRange = DEMO_TOOLS.filter((tool) => tool.price >= 6.5 && tool.price <= 12.5);
    expect(await found(inRange.length)).toBeVisible();
    expect(router.state.location.search).toEqual({ minPrice: 6.5, maxPrice: 12.5 });
    expect(screen.queryByText(PRICE_RANGE_MESSAGES.minPrice)).toBeNull();
  });

  it('links a page past the last back to the first page of the same search', async () => {
    renderRoute('/tools?q=brush&page=99');
    expect(await screen.findByText(noSuchPageTitle(99))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/tools?q=brush',
    );
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
