import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ORDERS, DEMO_TOOL_IDS } from '../../../testing/demo-orders';
import { createMemoryWorld, DEMO_ACCOUNTS, type MemoryWorld } from '../../../testing/memory-world';
import { Toaster } from '../../components/toast/toaster';
import { MyOrdersPage } from './my-orders-page';

const [unpaid, paid, shipped] = DEMO_ORDERS;
if (!unpaid || !paid || !shipped) throw new Error('demo orders missing');

let world: MemoryWorld;

beforeEach(async () => {
  world = createMemoryWorld();
  await world.signInAs('customer');
});

function renderPage() {
  render(
    <>
      <MyOrdersPage email={DEMO_ACCOUNTS.customer.email} api={world.api} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const rowOf = async (toolName: string) =>
  (await screen.findByRole('cell', { name: toolName })).closest('tr') as HTMLElement;

describe('My Orders page', () => {
  it('lists each order with quantity, total in $, status and payment', async () => {
    renderPage();
    const row = await rowOf(unpaid.toolName);
    expect(row).toHaveTextContent('150');
    expect(row).toHaveTextContent('$900');
    expect(row).toHaveTextContent('Awaiting payment');
    expect(row).toHaveTextContent('Unpaid');
    const paidRow = await rowOf(paid.toolName);
    expect(paidRow).toHaveTextContent('$720');
    expect(paidRow).toHaveTextContent('Paid');
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
    const before = world.state.tools.get(DEMO_TOOL_IDS.rollerCover)?.availableQty ?? 0;
    const user = renderPage();
    const row = await rowOf(unpaid.toolName);
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    expect(dialog).toHaveTextContent('150 MicroFiber Roller Cover 9"');
    expect(world.state.orders.has(unpaid._id)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('MicroFiber Roller Cover 9" deleted successfully'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this order?' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('cell', { name: unpaid.toolName })).not.toBeInTheDocument();
    expect(world.state.orders.has(unpaid._id)).toBe(false);
    expect(world.state.tools.get(DEMO_TOOL_IDS.rollerCover)?.availableQty).toBe(
      before + unpaid.toolQty,
    );
  });

  it('keeps the order when the customer backs out of the dialog', async () => {
    const user = renderPage();
    const row = await rowOf(unpaid.toolName);
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.state.orders.has(unpaid._id)).toBe(true);
    expect(screen.getByRole('cell', { name: unpaid.toolName })).toBeVisible();
  });

  it('says when there are no orders yet', async () => {
    world.state.orders.clear();
    renderPage();
    expect(await screen.findByText(/You have no orders yet/)).toBeVisible();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    world.api.failNext('network');
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: unpaid.toolName })).toBeVisible();
  });
});
