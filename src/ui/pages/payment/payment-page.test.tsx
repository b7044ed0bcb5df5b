import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, NOT_A_TEST_CARD, testCardOutcome } from '../../../domain/card';
import type { Order } from '../../../domain/order';
import { AWAITING_APPROVAL } from '../../../domain/order-status';
import { fail } from '../../../domain/result';
import { paymentMachineFor } from '../../../machines/payment.machine';
import type { PaymentKit } from '../../../ports/payment.port';
import { valueOf } from '../../../ports/port-refusal';
import { customerWithUnpaidOrder, DEMO_ORDERS } from '../../../testing/demo-orders';
import type { MemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';
import { loaded } from '../../data/load-view';
import { PaymentPage } from './payment-page';
import { PAYMENT_COMPLETED } from './payment-confirmation';

let world: MemoryWorld;
let kit: PaymentKit;
let orderId: string;

beforeEach(async () => {
  ({ world, orderId } = await customerWithUnpaidOrder());
  kit = await world.ports.loadPayment();
});

const onSignInAgain = vi.fn();

/** The page with the order as its route loads it, and the machine on the in-memory store. */
async function renderPage(id = orderId, shown: (order: Order) => Order = (order) => order) {
  onSignInAgain.mockClear();
  const order = shown(await valueOf(world.api.getOrder(id)));
  const machine = paymentMachineFor(world.api, kit.port);
  render(
    <PaymentPage
      view={loaded({ order, machine, CardFields: kit.CardFields })}
      onSignInAgain={onSignInAgain}
    />,
  );
  return userEvent.setup();
}

const payButton = () => screen.getByRole('button', { name: 'Pay $140.00' });

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
  await user.clear(screen.getByLabelText('CVC'));
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('payment page', () => {
  it('shows the order with $ amounts and its billing details', async () => {
    await renderPage();
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(summary).toHaveTextContent('$140.00');
    expect(summary).toHaveTextContent('Angled Sash Brush 2"');
    expect(summary).toHaveTextContent('18 Brush Lane, Columbus, OH 43004');
    expect(summary).toHaveTextContent('+1 614 555 0142');
  });

  it('folds the order details behind a button that says whether they show', async () => {
    const user = await renderPage();
    const summary = await screen.findByRole('region', { name: 'Your order' });
    const toggle = within(summary).getByRole('button', { name: 'Order details' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).toHaveTextContent('18 Brush Lane, Columbus, OH 43004');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).toHaveAttribute('data-open', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveAttribute('data-open', 'true');
    // The total and the deadline stay outside the fold.
    expect(details).not.toHaveTextContent('$140.00');
    expect(details).not.toHaveTextContent('Pay before');
  });

  it('keeps Pay disabled until the client secret is there', async () => {
    world.api.delay(300);
    await renderPage();
    // The order arrives first; the secret is asked for after it.
    expect(
      await screen.findByRole('button', { name: 'Pay $140.00' }, { timeout: 1_000 }),
    ).toBeDisabled();
    await waitForPayEnabled();
  });

  it('formats the card as it is typed', async () => {
    const user = await renderPage();
    await screen.findByLabelText('Card number');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/40');
    await user.type(screen.getByLabelText('CVC'), '12a3');
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
  });

  it('flags every empty card field on Pay, focus on the first, and charges nothing', async () => {
    const user = await renderPage();
    await screen.findByLabelText('Card number');
    await waitForPayEnabled();
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    await user.click(payButton());

    const number = screen.getByLabelText('Card number');
    const cvc = screen.getByLabelText('CVC');
    expect(number).toHaveAccessibleDescription(CARD_MESSAGES.numberRequired);
    expect(cvc).toHaveAccessibleDescription(CARD_MESSAGES.cvcRequired);
    expect(screen.getByLabelText('Expiry (MM/YY)')).not.toHaveAttribute('aria-invalid');
    expect(number).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(world.state.orders.get(orderId)?.paid).toBe(false);

    // The next press moves focus to what is still missing.
    await user.type(number, '4242424242424242');
    await user.click(payButton());
    expect(cvc).toHaveFocus();
    expect(world.state.orders.get(orderId)?.paid).toBe(false);
  });

  it('gives the card number a placeholder that is no test card', async () => {
    await renderPage();
    const number = await screen.findByLabelText('Card number');
    const digits = (number.getAttribute('placeholder') ?? '').replace(/\D/g, '');
    expect(testCardOutcome(digits)).toEqual({ status: 'declined', message: NOT_A_TEST_CARD });
  });

  it('shows a declined card in red as an alert, then pays with another card', async () => {
    const user = await renderPage();
    await screen.findByLabelText('Card number');
    await waitForPayEnabled();
    await typeCard(user, '4000000000000002');
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(world.state.orders.get(orderId)?.paid).toBe(false);

    await typeCard(user, '4242424242424242');
    await user.click(payButton());

    expect(await screen.findByText(PAYMENT_COMPLETED)).toBeVisible();
    const paid = world.state.orders.get(orderId);
    expect(paid?.paid).toBe(true);
    // A confirmation to keep: the order's number, date, what was bought and paid, and how.
    const confirmation = screen.getByRole('status', { name: PAYMENT_COMPLETED });
    const fact = (name: string) => within(confirmation).getByText(name).nextElementSibling;
    expect(fact('Order')).toHaveTextContent(`#${paid?.number}`);
    expect(fact('Placed')?.querySelector('time')).toHaveAttribute('datetime', paid?.createdAt);
    expect(fact('Tool')).toHaveTextContent(paid?.toolName ?? 'missing');
    expect(fact('Quantity')).toHaveTextContent('20');
    expect(fact('Total paid')).toHaveTextContent('$140.00');
    expect(fact('Transaction id')).toHaveTextContent(paid?.transactionId ?? 'missing');
    expect(within(confirmation).getByText('What happens next')).toBeVisible();
    expect(
      within(confirmation).getByRole('link', { name: `See order #${paid?.number}` }),
    ).toHaveAttribute('href', `/dashboard/order/${orderId}`);
    // The card form, and the card number typed into it, are gone.
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    // Focus is on the outcome, not dropped to the body with the Pay button it replaced.
    expect(confirmation).toHaveFocus();
  });

  it('says the card was charged when the order cannot be updated', async () => {
    const user = await renderPage();
    await screen.findByLabelText('Card number');
    await waitForPayEnabled();
    await typeCard(user, '4242424242424242');
    // The PATCH fails with a refusal that retrying will not fix.
    world.api.refuseNext({ kind: 'invalid', status: 409, message: 'That payment is odd.' });
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was charged');
    expect(alert).toHaveTextContent(/do not pay again/i);
    expect(payButton()).toBeDisabled();
  });

  it('says the order is paid and asks to sign in again when the session ended meanwhile', async () => {
    const user = await renderPage();
    await screen.findByLabelText('Card number');
    await waitForPayEnabled();
    await typeCard(user, '4242424242424242');
    // The API no longer knows the token: recording the charge answers 401.
    world.state.accessTokens.clear();
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_COMPLETED);
    expect(alert).toHaveTextContent('Your card was charged and your order is paid.');
    expect(alert).toHaveTextContent('please sign in again to see your order in My Orders');
    const transactionId = world.state.orders.get(orderId)?.transactionId ?? 'missing';
    expect(alert).toHaveTextContent(transactionId);
    expect(alert).not.toHaveTextContent(/could not|went wrong|failed/i);
    expect(payButton()).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    expect(onSignInAgain).toHaveBeenCalledOnce();
  });

  it('shows an order that is already paid, with its transaction id', async () => {
    const paid = DEMO_ORDERS[1];
    await renderPage(paid?._id);
    expect(await screen.findByText('This order is already paid.')).toBeVisible();
    expect(screen.getByText(paid?.transactionId ?? 'missing')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says an order its company has still to approve cannot be paid yet, not that it is missing', async () => {
    vi.spyOn(world.api, 'createPaymentIntent').mockResolvedValueOnce(
      fail({ kind: 'invalid', status: 409, message: AWAITING_APPROVAL }),
    );
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order cannot be paid yet');
    expect(alert).toHaveTextContent(AWAITING_APPROVAL);
    expect(alert).not.toHaveTextContent('We could not find this order');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('does not ask to pay before a deadline an order waiting for approval', async () => {
    vi.spyOn(world.api, 'createPaymentIntent').mockResolvedValueOnce(
      fail({ kind: 'invalid', status: 409, message: AWAITING_APPROVAL }),
    );
    await renderPage(orderId, (order) => ({
      ...order,
      approval: { status: 'pending', reason: 'order-limit' },
    }));
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(summary).not.toHaveTextContent('Pay before');
    expect(summary).toHaveTextContent(
      /Waiting for approval.*Your company approves it before it can be paid; it lapses .*\(in 30 minutes\)/,
    );
  });

  it('says why the payment could not be prepared, and prepares it on Retry', async () => {
    vi.spyOn(world.api, 'createPaymentIntent').mockResolvedValueOnce(
      fail({ kind: 'server', status: 500 }),
    );
    const user = await renderPage();
    // The order came; its payment intent could not be created.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment could not be prepared');
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('$140.00');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForPayEnabled();
  });
});

describe('the payment route', () => {
  const paymentPath = () => `/dashboard/payment/${orderId}`;

  it('loads the order and the card fields', async () => {
    renderRoute(paymentPath(), { world });
    expect(await screen.findByRole('region', { name: 'Your order' })).toHaveTextContent('$140.00');
    await waitForPayEnabled();
  });

  it('says the order is loading while it is on its way', async () => {
    const { router } = renderRoute('/dashboard/myOrders', { world });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    vi.spyOn(world.api, 'getOrder').mockReturnValue(new Promise(() => undefined));

    // The first load of the app shows the sign-in check; a visit after it, the page's face.
    void router.navigate({ to: '/dashboard/payment/$id', params: { id: orderId } });

    expect(await screen.findByRole('status', { name: 'Loading your order' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  });

  it('says when an order does not exist', async () => {
    renderRoute('/dashboard/payment/00000000-0000-4000-8000-000000000000', { world });
    expect(await screen.findByText('We could not find this order')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  });

  it('says why the order could not be loaded, and loads it on Retry', async () => {
    vi.spyOn(world.api, 'getOrder').mockResolvedValueOnce(fail({ kind: 'network' }));
    renderRoute(paymentPath(), { world });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment could not be prepared');
    expect(alert).toHaveTextContent('We could not reach the store.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForPayEnabled();
  });

  it('says the payment form could not be loaded when the payment adapter fails to load', async () => {
    vi.spyOn(world.ports, 'loadPayment').mockRejectedValueOnce(new Error('chunk not loaded'));
    renderRoute(paymentPath(), { world });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment form could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForPayEnabled();
  });
});

describe('payment page, order deadline', () => {
  beforeEach(async () => {
    // One fake clock for the page and the store; it still moves on by itself.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-15T12:00:00.000Z'));
    ({ world, orderId } = await customerWithUnpaidOrder());
    kit = await world.ports.loadPayment();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows by when to pay, and how long is left', async () => {
    await renderPage();
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(summary).toHaveTextContent(
      /Pay before\s*\d{1,2}:\d{2}.* (today|tomorrow) \(in 30 minutes\)/,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20 * 60_000);
    });
    expect(summary).toHaveTextContent('(in 10 minutes)');
  });

  it('takes Pay away once the deadline passes, and says the order expired', async () => {
    await renderPage();
    await waitForPayEnabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30 * 60_000 + 1_000);
    });

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      /This order expired at .* before it was paid, and its stock went back on sale\. Your card was not charged\./,
    );
    expect(
      within(notice).getByRole('link', { name: 'Order Angled Sash Brush 2" again' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/tool\//));
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).not.toHaveTextContent('Pay before');
  });
});

async function waitForPayEnabled() {
  await waitFor(() => expect(payButton()).toBeEnabled(), { timeout: 1_000 });
}
