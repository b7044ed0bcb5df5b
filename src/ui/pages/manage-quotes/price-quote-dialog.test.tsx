import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRICE_EVERY_LINE, PRICE_NOT_WHOLE } from '../../../domain/quote-pricing';
import { ok } from '../../../domain/result';
import { NEW_QUOTE, QUOTED_QUOTE } from '../../../testing/demo-quotes';
import { PriceQuoteDialog } from './price-quote-dialog';

const [roller, brush] = NEW_QUOTE.lines.map(
  (line) => `Unit price of ${line.toolName} (× ${line.qty}), $`,
);

async function openWith(prices: readonly [string, string]) {
  const onPrice = vi.fn(async () => ok(QUOTED_QUOTE));
  const onPriced = vi.fn();
  render(<PriceQuoteDialog quote={NEW_QUOTE} onPrice={onPrice} onPriced={onPriced} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Price' }));
  for (const [label, price] of [
    [roller, prices[0]],
    [brush, prices[1]],
  ] as const) {
    if (price !== '') await user.type(screen.getByLabelText(label ?? ''), price);
  }
  await user.type(screen.getByLabelText('Expires on'), '2099-12-31');
  await user.click(screen.getByRole('button', { name: 'Send quote' }));
  return { onPrice, onPriced };
}

describe('pricing a quote', () => {
  it('sends the prices typed in digits', async () => {
    const { onPrice, onPriced } = await openWith(['12', ' 9 ']);
    expect(onPrice).toHaveBeenCalledWith({ unitPrices: [12, 9], expiresAt: '2099-12-31' });
    expect(onPriced).toHaveBeenCalled();
  });

  // Number() reads these as $16, $5, $15, $1000 and $7: none is a price the admin typed.
  it.each(['0x10', '0b101', '0o17', '1e3', '+7', '7.5'])(
    'refuses %j as no whole dollars, sending nothing',
    async (typed) => {
      const { onPrice } = await openWith(['12', typed]);
      expect(await screen.findByText(PRICE_NOT_WHOLE)).toBeVisible();
      expect(onPrice).not.toHaveBeenCalled();
    },
  );

  it('asks for a price on every line', async () => {
    const { onPrice } = await openWith(['12', '']);
    expect(await screen.findByText(PRICE_EVERY_LINE)).toBeVisible();
    expect(onPrice).not.toHaveBeenCalled();
  });
});
