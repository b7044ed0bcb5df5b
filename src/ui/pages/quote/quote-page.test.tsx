import { render, screen } from '@testing-library/react';
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
});
