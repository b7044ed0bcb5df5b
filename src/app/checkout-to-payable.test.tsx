// Check out to payable in one round trip (issue 23, item 5): the checkout's answer is the
// order the payment page shows, the payment secret is asked for while the page loads, and
// no "Checking your sign-in" face comes in between.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerAboutToOrder } from '../testing/demo-orders';
import { renderRoute } from '../testing/render-route';

/** Whether `text` was ever in the document from now on. */
function watchFor(text: string) {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent.includes(text);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

describe('checking out from the cart', () => {
  // A whole-app render through two pages: slow on a busy machine.
  it(
    'makes Pay ready with no second read of the order and no sign-in check face',
    { timeout: 30_000 },
    async () => {
      const { world, tool } = await customerAboutToOrder();
      await world.api.addToCart({ toolId: tool._id, qty: 20 });
      const { router } = renderRoute('/cart', { world });
      const user = userEvent.setup();
      const form = await screen.findByRole('form', { name: 'Delivery' });
      await user.type(within(form).getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
      await user.type(within(form).getByLabelText('Phone'), '+1 614 555 0142');
      const getOrder = vi.spyOn(world.api, 'getOrder');
      const intent = vi.spyOn(world.api, 'createPaymentIntent');
      const flashed = watchFor('Checking your sign-in');

      await user.click(within(form).getByRole('button', { name: 'Check out' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//),
      );
      for (const [label, value] of [
        ['Card number', '4242424242424242'],
        ['Expiry (MM/YY)', '1240'],
        ['CVC', '123'],
      ] as const) {
        await user.click(await screen.findByLabelText(label));
        await user.paste(value);
      }
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Pay $140.00' })).toBeEnabled(),
      );

      expect(flashed()).toBe(false);
      expect(getOrder).not.toHaveBeenCalled();
      expect(intent).toHaveBeenCalledOnce();
    },
  );
});
