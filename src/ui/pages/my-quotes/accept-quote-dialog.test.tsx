import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../domain/order';
import { fail, ok, type Result } from '../../../domain/result';
import { acceptQuoteFor } from '../../../machines/forms';
import type { ApiError } from '../../../ports/api.port';
import { AcceptQuoteDialog } from './accept-quote-dialog';

const order = { _id: 'o-1' } as Order;
const LAST_DELIVERY = { address: '18 Brush Lane', phone: '+1 614 555 0142' };

function renderAccept(
  answer: () => Promise<Result<Order, ApiError>>,
  delivery?: typeof LAST_DELIVERY,
) {
  const acceptQuote = vi.fn(answer);
  const onAccepted = vi.fn();
  render(
    <AcceptQuoteDialog
      id="q-1"
      total="$530.00"
      delivery={delivery}
      machine={acceptQuoteFor({ acceptQuote })}
      onAccepted={onAccepted}
    />,
  );
  return { acceptQuote, onAccepted, user: userEvent.setup() };
}

describe('accepting a quote', () => {
  it('makes one order however often Accept and pay is pressed while it is on its way', async () => {
    let answer: (result: Result<Order, ApiError>) => void = () => undefined;
    const { acceptQuote, onAccepted, user } = renderAccept(
      () => new Promise((resolve) => (answer = resolve)),
      LAST_DELIVERY,
    );
    const accept = screen.getByRole('button', { name: /Accept and pay/ });
    await user.click(accept);
    await user.click(accept);
    expect(acceptQuote).toHaveBeenCalledTimes(1);
    expect(acceptQuote).toHaveBeenCalledWith('q-1', LAST_DELIVERY);
    answer(ok(order));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(order));
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });

  it('shows the API’s sentence in the form and keeps what was typed when it refuses', async () => {
    const { onAccepted, user } = renderAccept(async () =>
      fail({ kind: 'invalid', message: 'This quote has already been accepted.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this quote' });
    await user.type(within(dialog).getByLabelText('Address'), '2 Site Road');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quote has already been accepted.',
    );
    expect(within(dialog).getByLabelText('Address')).toHaveValue('2 Site Road');
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('says a one-click refusal beside the button', async () => {
    const { user } = renderAccept(async () => fail({ kind: 'network' }), LAST_DELIVERY);
    await user.click(screen.getByRole('button', { name: 'Accept and pay' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
