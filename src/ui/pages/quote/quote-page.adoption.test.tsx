// The prerendered quote page: its form is inert until React has adopted it, so nothing is
// typed into fields React would then replace; the heading and the rest are live throughout.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../domain/result';
import { requestQuoteFor } from '../../../machines/forms';
import { QUOTED_QUOTE } from '../../../testing/demo-quotes';
import { QuotePage } from './quote-page';

const page = (
  <QuotePage
    machine={requestQuoteFor({ requestQuote: () => Promise.resolve(ok(QUOTED_QUOTE)) })}
    loadTools={() => new Promise(() => undefined)}
  />
);

describe('the prerendered quote page', () => {
  it('arrives with only its form inert', () => {
    const html = renderToString(page);

    expect(html).toMatch(/<form[^>]*\sinert=""/);
    expect(html.match(/\sinert=""/g)).toHaveLength(1);
  });

  it('is live once React has adopted it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);

    const root = await act(async () => hydrateRoot(container, page));

    expect(screen.getByRole('form', { name: 'Your Query' })).not.toHaveAttribute('inert');
    act(() => root.unmount());
    container.remove();
  });
});
