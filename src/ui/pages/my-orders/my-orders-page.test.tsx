// My Orders as the customer sees it in the app, on the in-memory store: the route loads the
// orders, Delete runs through the page's machine, and the deadlines count down.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../domain/result';
import { DEMO_ORDERS, DEMO_TOOL_IDS } from '../../../testing/demo-orders';
import { createMemoryWorld, type MemoryWorld } from '../../../testing/memory-world';
import { renderRoute } from '../../../testing/render-route';

const [unpaid, paid, shipped] = DEMO_ORDERS;
if (!unpaid || !paid || !shipped) throw new Error('demo orders missing');

let world: MemoryWorld;

beforeEach(async () => {
  world = createMemoryWorld();
  await world.signInAs('customer');
});

function renderPage() {
  const { router } = renderRoute('/dashboard/myOrders', { world });
  return { router, user: userEvent.setup() };
}

const rowOf = async (toolName: string) =>
  (await screen.findByRole('cell', { name: toolName })).closest('tr') as HTMLElement;

describe('My Orders page', () => {
  it('lists each order with quantity, total in $, status and payment', async () => {
    renderPage();
    const row = await rowOf(unpaid.toolName);
    expect(row).toHaveTextContent('75');
    expect(row).toHaveTextContent('$900.00');
    expect(row).toHaveTextContent('Awaiting payment');
    expect(row).toHaveTextContent('Unpaid');
    const paidRow = await rowOf(paid.toolName);
    expect(paidRow).toHaveTextContent('$720.00');
    expect(paidRow).toHaveTextContent('Paid');
  });

  it('names each order by its number, which opens its page, and the day it was placed', async () => {
    const { user, router } = renderPage();
    const row = await rowOf(paid.toolName);
    expect(within(row).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      paid.createdAt,
    );
    await user.click(within(row).getByRole('link', { name: '#1002' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/order/${paid._id}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1002' })).toBeVisible();
  });

  it('offers Pay and Delete for an unpaid order, and the transaction id for a paid one', async () => {
    renderPage();
    const row = await rowOf(unpaid.toolName);
    expect(within(row).getByRole('link', { name: /^Pay/ })).toHaveAttribute(
      'href',
      `/dashboard/payment/${unpaid._id}`,
    );
    expect(within(row).getByRole('button', { name: /^Delete/ })).toBeVisible();

    for (const done of [paid, shipped]) {
      const doneRow = await rowOf(done.toolName);
      expect(doneRow).toHaveTextContent(done.transactionId ?? 'missing');
      expect(within(doneRow).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      expect(within(doneRow).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    }
  });

  it('deletes an unpaid order after the modal confirmation, with a toast', async () => {
    const before = world.state.tools.get(DEMO_TOOL_IDS.paintRoller)?.availableQty ?? 0;
    const { user } = renderPage();
    const row = await rowOf(unpaid.toolName);
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    expect(dialog).toHaveTextContent('75 Pro Paint Roller 9"');
    expect(world.state.orders.has(unpaid._id)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Pro Paint Roller 9" deleted successfully')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this order?' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: paid.toolName })).toBeVisible();
    expect(world.state.orders.has(unpaid._id)).toBe(false);
    expect(world.state.tools.get(DEMO_TOOL_IDS.paintRoller)?.availableQty).toBe(
      before + unpaid.toolQty,
    );
    // Its Delete button went with the row: the page's heading has focus, not the body.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toHaveFocus(),
    );
  });

  it('keeps the order when the customer backs out of the dialog', async () => {
    const { user } = renderPage();
    const row = await rowOf(unpaid.toolName);
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.state.orders.has(unpaid._id)).toBe(true);
    expect(screen.getByRole('cell', { name: unpaid.toolName })).toBeVisible();
    // Focus is back on the Delete button that opened the dialog.
    await waitFor(() => expect(within(row).getByRole('button', { name: /^Delete/ })).toHaveFocus());
  });

  it('says when there are no orders yet', async () => {
    world.state.orders.clear();
    renderPage();
    expect(await screen.findByText(/You have no orders yet/)).toBeVisible();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    vi.spyOn(world.api, 'listMyOrders').mockResolvedValueOnce(fail({ kind: 'network' }));
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded');
    expect(alert).toHaveTextContent('We could not reach the store.');
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: unpaid.toolName })).toBeVisible();
  });

  it('shows placeholder rows under its heading while the orders load', async () => {
    const { router } = renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });
    await screen.findByRole('heading', { level: 1, name: 'Angled Sash Brush 2"' });
    vi.spyOn(world.api, 'listMyOrders').mockReturnValue(new Promise(() => undefined));

    // The first load of the app shows the sign-in check; a visit after it, the page's face.
    void router.navigate({ to: '/dashboard/myOrders' });

    expect(await screen.findByRole('table', { name: 'Your orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('shows the orders loaded again when the customer comes back to the page', async () => {
    const { router } = renderPage();
    await rowOf(unpaid.toolName);
    world.state.orders.delete(unpaid._id);

    await router.navigate({ to: '/dashboard/myOrders' });

    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: paid.toolName })).toBeVisible();
  });
});

describe('the deadline of an unpaid order', () => {
  const START = new Date('2026-06-15T12:00:00.000Z');

  beforeEach(async () => {
    // The page's clock and the store's clock are one fake clock that still moves on its own.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(START);
    world = createMemoryWorld();
    await world.signInAs('customer');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says by when to pay and how long is left, and describes the Pay link with it', async () => {
    renderPage();
    const row = await rowOf(unpaid.toolName);

    expect(row).toHaveTextContent(/Pay before \d{1,2}:\d{2}.* (today|tomorrow) \(in 30 minutes\)/);
    const when = within(row)
      .getByText(/^Pay before/)
      .querySelector('time');
    expect(when).toHaveAttribute('datetime', '2026-06-15T12:30:00.000Z');
    expect(within(row).getByRole('link', { name: /^Pay/ })).toHaveAccessibleDescription(
      /^Pay before .* \(in 30 minutes\)$/,
    );
    // Paid and shipped orders have no deadline.
    for (const done of [paid, shipped])
      expect(await rowOf(done.toolName)).not.toHaveTextContent(/Pay before/);
  });

  it('counts down while the page is open', async () => {
    renderPage();
    const row = await rowOf(unpaid.toolName);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25 * 60_000);
    });
    expect(row).toHaveTextContent('(in 5 minutes)');
  });

  it('says the order expired, and offers neither Pay nor Delete, once the deadline passes', async () => {
    renderPage();
    const row = await rowOf(unpaid.toolName);
    expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(31 * 60_000);
    });

    expect(row).toHaveTextContent('Expired');
    expect(row).not.toHaveTextContent('Awaiting payment');
    expect(row).toHaveTextContent(/Expired at \d{1,2}:\d{2}/);
    expect(within(row).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      `Your order of ${unpaid.toolQty} ${unpaid.toolName} expired at`,
    );
    expect(notice).toHaveTextContent('before it was paid, and its stock went back on sale.');
  });
});
