import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EXPIRY_INVALID } from '../../../domain/quote-pricing';
import { priceQuoteFor } from '../../../machines/forms';
import { fail, ok, type Result } from '../../../domain/result';
import type { Quote } from '../../../domain/quote';
import type { ApiError } from '../../../ports/api.port';
import {
  UNIT_PRICE_NOT_CENTS,
  UNIT_PRICE_NOT_DOLLARS,
  UNIT_PRICE_REQUIRED,
} from '../../../domain/unit-price';
import { NEW_QUOTE, QUOTED_QUOTE } from '../../../testing/demo-quotes';
import { PriceQuoteDialog } from './price-quote-dialog';

const [roller = '', brush = ''] = NEW_QUOTE.lines.map(
  (line) => `Unit price of ${line.toolName} (× ${line.qty}), $`,
);

type Answer = Promise<Result<Quote, ApiError>>;

async function openDialog(
  quote = NEW_QUOTE,
  answer = (): Answer => Promise.resolve(ok(QUOTED_QUOTE)),
) {
  const onPrice = vi.fn(answer);
  const onPriced = vi.fn();
  render(
    <PriceQuoteDialog
      quote={quote}
      machine={priceQuoteFor({ priceQuote: onPrice })}
      onPriced={onPriced}
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Price/ }));
  const dialog = screen.getByRole('dialog', { name: `Quote for ${quote.name}` });
  return { onPrice, onPriced, user, dialog };
}

async function openWith(
  prices: readonly [string, string],
  expiresAt = '2099-12-31',
  answer?: () => Answer,
) {
  const opened = await openDialog(NEW_QUOTE, answer);
  const { user, dialog } = opened;
  for (const [label, price] of [
    [roller, prices[0]],
    [brush, prices[1]],
  ] as const) {
    if (price !== '') await user.type(within(dialog).getByLabelText(label), price);
  }
  if (expiresAt !== '') await user.type(within(dialog).getByLabelText('Expires on'), expiresAt);
  await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
  return opened;
}

describe('pricing a quote', () => {
  it('sends once however often Send quote is pressed while it is on its way', async () => {
    let answer: (result: Result<Quote, ApiError>) => void = () => undefined;
    const { onPrice, onPriced, dialog, user } = await openWith(
      ['12.50', '9'],
      '2099-12-31',
      () => new Promise((resolve) => (answer = resolve)),
    );
    const send = within(dialog).getByRole('button', { name: /Send quote/ });
    await user.click(send);
    await user.click(send);
    expect(onPrice).toHaveBeenCalledTimes(1);
    expect(onPriced).not.toHaveBeenCalled();
    answer(ok(QUOTED_QUOTE));
    await waitFor(() => expect(onPriced).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the API’s sentence and keeps every price typed when it refuses', async () => {
    const { onPriced, dialog } = await openWith(['12.50', '9'], '2099-12-31', async () =>
      fail({ kind: 'invalid', message: 'This quote has been declined.' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quote has been declined.',
    );
    expect(within(dialog).getByLabelText(roller)).toHaveValue('12.50');
    expect(within(dialog).getByLabelText(brush)).toHaveValue('9');
    expect(within(dialog).getByLabelText('Expires on')).toHaveValue('2099-12-31');
    expect(onPriced).not.toHaveBeenCalled();
  });

  it('sends the prices typed, cents and all', async () => {
    const { onPrice, onPriced } = await openWith(['12.50', ' 9 ']);
    expect(onPrice).toHaveBeenCalledWith(NEW_QUOTE._id, {
      unitPrices: [12.5, 9],
      expiresAt: '2099-12-31',
    });
    expect(onPriced).toHaveBeenCalled();
  });

  it('shows each line’s list price beside its field, and says when there is none', async () => {
    const { dialog } = await openDialog();
    const field = within(dialog).getByLabelText(roller);
    expect(field).toHaveAccessibleDescription('List price $10.80 a unit at this quantity');
    expect(within(dialog).getByLabelText(brush)).toHaveAccessibleDescription(
      'No list price: the tool is no longer in the catalogue',
    );
  });

  it('names each line’s tool by its part number while the catalogue has the tool', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Part number PR-9-ROLLER')).toBeVisible();
    // The brush is gone from the catalogue: its line has no part number to show.
    expect(within(dialog).getAllByText(/^Part number/)).toHaveLength(1);
  });

  it('keeps each line’s total and the running total as prices are typed', async () => {
    const { dialog, user } = await openDialog();
    const total = within(dialog).getByRole('status');
    expect(total).toHaveTextContent('$0.00 (0 of 2 lines priced)');
    await user.type(within(dialog).getByLabelText(roller), '10.10');
    // 40 × $10.10
    expect(within(dialog).getByText('$404.00', { selector: 'span' })).toBeVisible();
    expect(total).toHaveTextContent('$404.00 (1 of 2 lines priced)');
    await user.type(within(dialog).getByLabelText(brush), '0.35');
    // + 25 × $0.35
    expect(total).toHaveTextContent(/^\$412\.75$/);
    expect(within(dialog).getByText('Total')).toBeVisible();
  });

  it('shows every field’s sentence at once on Save, at its field, and goes to the first', async () => {
    const { onPrice, dialog } = await openWith(['', '10.805'], '');
    expect(onPrice).not.toHaveBeenCalled();
    const rollerField = within(dialog).getByLabelText(roller);
    expect(rollerField).toHaveFocus();
    expect(rollerField).toBeInvalid();
    expect(rollerField).toHaveAccessibleDescription(
      `List price $10.80 a unit at this quantity ${UNIT_PRICE_REQUIRED}`,
    );
    expect(within(dialog).getByLabelText(brush)).toHaveAccessibleDescription(
      expect.stringContaining(UNIT_PRICE_NOT_CENTS),
    );
    expect(within(dialog).getByLabelText('Expires on')).toHaveAccessibleDescription(EXPIRY_INVALID);
  });

  it('takes the sentence away once its field is put right', async () => {
    const { onPrice, dialog, user } = await openWith(['', '3']);
    expect(within(dialog).getByText(UNIT_PRICE_REQUIRED)).toBeVisible();
    await user.type(within(dialog).getByLabelText(roller), '4');
    expect(within(dialog).queryByText(UNIT_PRICE_REQUIRED)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(onPrice).toHaveBeenCalledWith(NEW_QUOTE._id, {
      unitPrices: [4, 3],
      expiresAt: '2099-12-31',
    });
  });

  // Number() reads these as $16, $5, $15, $1000 and $7: none is a price the admin typed.
  it.each(['0x10', '0b101', '0o17', '1e3', '+7', '7,5'])(
    'refuses %j as no number of dollars, sending nothing',
    async (typed) => {
      const { onPrice, dialog } = await openWith(['12', typed]);
      expect(within(dialog).getByText(UNIT_PRICE_NOT_DOLLARS)).toBeVisible();
      expect(within(dialog).getByLabelText(brush)).toHaveFocus();
      expect(onPrice).not.toHaveBeenCalled();
    },
  );

  it('opens on the prices already set, as the admin would type them', async () => {
    const quote = {
      ...QUOTED_QUOTE,
      lines: QUOTED_QUOTE.lines.map((line) => ({ ...line, unitPrice: 10.8 })),
    };
    const { dialog } = await openDialog(quote);
    expect(within(dialog).getByLabelText(roller)).toHaveValue('10.80');
    expect(within(dialog).getByLabelText('Expires on')).toHaveValue('2099-12-31');
  });
});
