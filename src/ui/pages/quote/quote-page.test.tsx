import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../../domain/quote';
import { ok, type Result } from '../../../domain/result';
import { requestQuoteFor } from '../../../machines/forms';
import type { ApiError } from '../../../ports/api.port';
import { QUOTED_QUOTE } from '../../../testing/demo-quotes';
import { QuotePage, QUOTE_THANKS } from './quote-page';

describe('the Get a quote form', () => {
  it('stores one request however often Send is pressed while it is on its way', async () => {
    let answer: (result: Result<Quote, ApiError>) => void = () => undefined;
    const requestQuote = vi.fn(
      () => new Promise<Result<Quote, ApiError>>((resolve) => (answer = resolve)),
    );
    const onSubmitted = vi.fn();
    render(
      <QuotePage
        machine={requestQuoteFor({ requestQuote })}
        loadTools={async () => ok([])}
        onSubmitted={onSubmitted}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jordan Builder');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@crew.test');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '300 rollers in May');
    const send = screen.getByRole('button', { name: /Send/ });
    await user.click(send);
    await user.click(send);
    expect(requestQuote).toHaveBeenCalledTimes(1);
    answer(ok(QUOTED_QUOTE));
    expect(await screen.findByRole('button', { name: 'Ask for another quote' })).toBeVisible();
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(QUOTE_THANKS);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('names the tool chosen on a line by its part number', async () => {
    render(
      <QuotePage
        machine={requestQuoteFor({ requestQuote: vi.fn() })}
        loadTools={async () =>
          ok([
            { _id: 't-1', name: 'Pro Paint Roller 9"', partNumber: 'PR-9-ROLLER' },
            { _id: 't-2', name: 'Flat Wall Brush 4"' },
          ])
        }
      />,
    );
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add a tool' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const tool = screen.getByRole('combobox', { name: 'Tool 1' });
    expect(tool).not.toHaveAccessibleDescription();
    await user.selectOptions(tool, 'Pro Paint Roller 9"');
    expect(tool).toHaveAccessibleDescription('Part number PR-9-ROLLER');
    expect(screen.getByText('Part number PR-9-ROLLER')).toBeVisible();
    // A tool without one (an old catalogue's) shows nothing in its place.
    await user.selectOptions(tool, 'Flat Wall Brush 4"');
    expect(tool).not.toHaveAccessibleDescription();
  });
});
