// Approvals inside the app, on the in-memory store with the demo company: Bailey Buyer's
// order above the seeded $500 limit waits; Morgan Trade, its company admin, decides.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_TOOL_IDS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

/** Bailey orders ten spray guns ($855.00 at the contract price): over the $500 limit. */
async function waitingOrder() {
  const world = createMemoryWorld();
  await world.signInAs('buyer');
  const placed = await world.api.checkOut({
    lines: [{ toolId: DEMO_TOOL_IDS.sprayGun, qty: 10 }],
    name: 'Bailey Buyer',
    address: '9 Easel Court, Toledo, OH 43604',
    phone: '+1 419 555 0199',
  });
  if (!placed.ok) throw new Error('The order was refused');
  await world.signInAs('companyAdmin');
  return world;
}

async function rowOfBailey() {
  const table = await screen.findByRole('table', {
    name: 'Orders waiting or decided, newest first',
  });
  return within(table).findByRole('row', { name: /Bailey Buyer/ });
}

describe('Approvals', () => {
  it("lists Bailey's order over the $500 limit, and approves it once confirmed", async () => {
    const world = await waitingOrder();
    renderRoute('/dashboard/approvals', { world });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Approvals for Acme Painting Contractors: 1 waiting',
      }),
    ).toBeVisible();
    const row = await rowOfBailey();
    expect(
      within(row).getByText('Waits because $855.00 is over the order limit of $500.00'),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'Approvals' })).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: /^Approve #/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Approve order #\d+\?$/ });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Approve the order' }));

    expect(await screen.findByRole('heading', { level: 1, name: /: none waiting$/ })).toBeVisible();
    expect(within(await rowOfBailey()).getByText('Approved')).toBeVisible();
    await world.signInAs('buyer');
    const mine = await world.api.listMyApprovalRequests();
    expect(mine).toMatchObject({ ok: true, value: [{ status: 'approved' }] });
  });

  it('declines with the reason the buyer is told, and asks for one first', async () => {
    const world = await waitingOrder();
    renderRoute('/dashboard/approvals', { world });
    await userEvent.click(within(await rowOfBailey()).getByRole('button', { name: /^Decline #/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Decline order #\d+\?$/ });
    const decline = within(dialog).getByRole('button', { name: 'Decline the order' });
    await userEvent.click(decline);
    expect(await within(dialog).findByText('Reason is Required')).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Order through the depot');
    await userEvent.click(decline);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowOfBailey();
    expect(await within(row).findByText('Reason: Order through the depot')).toBeVisible();
    await world.signInAs('buyer');
    expect(await world.api.listMyApprovalRequests()).toMatchObject({
      ok: true,
      value: [{ status: 'declined', declineReason: 'Order through the depot' }],
    });
  });

  it('tells the buyer, on Company orders, which order was declined and why', async () => {
    const world = await waitingOrder();
    const mine = await world.api.getMyCompany();
    if (!mine.ok || !mine.value) throw new Error('Morgan has no company');
    const id = mine.value.company._id;
    const waiting = await world.api.listCompanyApprovals(id);
    const orderId = waiting.ok ? (waiting.value[0]?.orderId ?? '') : '';
    await world.api.declineCompanyOrder(id, orderId, { reason: 'Order through the depot' });
    await world.signInAs('buyer');
    renderRoute('/dashboard/companyOrders', { world });

    const declined = await screen.findByRole('region', { name: 'Declined by an approver' });
    expect(declined).toHaveTextContent(
      /Order #\d+ of \$855\.00 was declined by morgan\.trade@paintco\.test on .+: Order through the depot/,
    );
  });

  it('is refused to a buyer, in a sentence', async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    renderRoute('/dashboard/approvals', { world });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The approvals could not be loaded');
    expect(alert).toHaveTextContent('Only an approver or a company admin of this company');
  });
});
