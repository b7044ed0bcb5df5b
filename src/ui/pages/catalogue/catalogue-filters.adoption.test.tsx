// The catalogue is prerendered for its bare address and served for every search: React
// adopts that HTML without a mismatch, whatever the address holds, and only then does the
// form show the address's search and take input.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSearch } from '../../../domain/tool-search';
import { CatalogueFilters } from './catalogue-filters';

const filters = (search: CatalogueSearch) => <CatalogueFilters search={search} go={vi.fn()} />;

describe('the prerendered catalogue form', () => {
  it('arrives inert, with no search in its fields', () => {
    const html = renderToString(filters({}));

    expect(html).toMatch(/<form[^>]*\sinert=""/);
    expect(html).toMatch(/name="q" value=""/);
  });

  it('is adopted under any address, then shows its search', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(filters({}));
    document.body.append(container);
    const onRecoverableError = vi.fn();

    const root = await act(async () =>
      hydrateRoot(container, filters({ q: 'brush', minPrice: 12.5, inStock: 1 }), {
        onRecoverableError,
      }),
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    const form = screen.getByRole('search', { name: 'Search the catalogue' });
    expect(form).not.toHaveAttribute('inert');
    expect(screen.getByRole('searchbox', { name: /Search tools/ })).toHaveValue('brush');
    expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('12.5');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
