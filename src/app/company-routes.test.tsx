// The trade account pages inside the app, on the in-memory store: a company admin edits the
// company and withdraws an invitation; a store admin searches the companies, and each store
// role sees there what it may act on.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { signedInAsStaff } from '../testing/staff-world';
import { DEMO_TOOL_IDS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

async function signedIn(who: 'admin' | 'companyAdmin') {
  const world = createMemoryWorld();
  await world.signInAs(who);
  return world;
}

describe('My Company', () => {
  it('tells a customer in no company so, in a sentence', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    expect(await world.api.getMyCompany()).toEqual({ ok: true, value: null });
    renderRoute('/dashboard/company', { world });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not belong to a company.');
  });

  it('saves the details a company admin edits, and shows them after', async () => {
    const world = await signedIn('companyAdmin');
    renderRoute('/dashboard/company', { world });
    const name = await screen.findByLabelText('Company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Painting Group');
    await userEvent.type(await screen.findByLabelText('Delivery address 1'), ', Dock 3');
    await userEvent.click(screen.getByRole('button', { name: 'Save the company' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Painting Group' }),
    ).toBeVisible();
    const mine = await world.api.getMyCompany();
    expect(mine).toMatchObject({
      ok: true,
      value: {
        company: {
          name: 'Acme Painting Group',
          deliveryAddresses: ['Depot 2, 45 Harbour Road, Toledo, OH 43611, Dock 3'],
        },
      },
    });
  });

  it("saves a member's spending limits, and refuses a field that is not money", async () => {
    const world = await signedIn('companyAdmin');
    renderRoute('/dashboard/company', { world });
    const form = await screen.findByRole('form', { name: 'Spending limits of Bailey Buyer' });
    const order = within(form).getByLabelText('Order limit');
    const monthly = within(form).getByLabelText('Monthly limit');
    await userEvent.clear(order);
    await userEvent.type(order, '12,50');
    await userEvent.type(monthly, '2000');
    const save = within(form).getByRole('button', { name: 'Save the limits of Bailey Buyer' });
    await userEvent.click(save);
    expect(
      await within(form).findByText(
        'Order limit must be dollars and cents, like 500 or 499.50, or empty for no limit',
      ),
    ).toBeVisible();

    await userEvent.clear(order);
    await userEvent.type(order, '750');
    // A double click sends the change once.
    await userEvent.dblClick(save);
    const mine = await world.api.getMyCompany();
    if (!mine.ok || !mine.value) throw new Error('The company admin has no company');
    const companyId = mine.value.company._id;
    await waitFor(async () =>
      expect(await world.api.listCompanyMembers(companyId)).toMatchObject({
        ok: true,
        value: expect.arrayContaining([
          expect.objectContaining({
            email: 'bailey.buyer@paintco.test',
            orderLimitCents: 75_000,
            monthlyLimitCents: 200_000,
          }),
        ]),
      }),
    );
    expect(await screen.findByRole('cell', { name: '$750.00' })).toBeVisible();
  });

  it('withdraws a pending invitation once the company admin confirms', async () => {
    const world = await signedIn('companyAdmin');
    const mine = await world.api.getMyCompany();
    if (!mine.ok || !mine.value) throw new Error('The company admin has no company');
    await world.api.inviteToCompany(mine.value.company._id, { email: 'riley@paintco.test' });
    renderRoute('/dashboard/company', { world });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to riley@paintco.test' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Withdraw the invitation to riley@paintco.test' }),
      ).toBeNull(),
    );
    const invitations = await world.api.listCompanyInvitations(mine.value.company._id);
    expect(invitations).toMatchObject({ ok: true, value: [{ status: 'revoked' }] });
  });
});

describe('Companies (store admins)', () => {
  it('finds a company by its name and says when nothing matches', async () => {
    const { router } = renderRoute('/dashboard/companies', { world: await signedIn('admin') });
    const search = await screen.findByRole('searchbox', {
      name: 'Search companies by name or tax id',
    });
    await userEvent.type(search, 'acme{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'acme' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Companies: matching “acme”' }),
    ).toBeVisible();
    expect(screen.getByText('Acme Painting Contractors')).toBeInTheDocument();

    // The list was drawn again for the search: its search box is a new one.
    const again = screen.getByRole('searchbox', { name: 'Search companies by name or tax id' });
    await userEvent.clear(again);
    await userEvent.type(again, 'zebra{Enter}');
    expect(await screen.findByText('Nothing matches “zebra”.')).toBeVisible();
  });
});

const ACME = 'Acme Painting Contractors';
// The first page a test file opens brings the app's code: slow on a busy machine.
const action = (name: string) => screen.findByRole('button', { name }, { timeout: 25_000 });
const applications = () =>
  screen.queryByRole('heading', { level: 2, name: 'Applications for a trade account' });

describe('Companies, per store role', { timeout: 30_000 }, () => {
  it("shows finance each company's terms and statement, and no applications or prices", async () => {
    renderRoute('/dashboard/companies', { world: await signedInAsStaff('finance') });
    expect(await action(`Terms of ${ACME}`)).toBeVisible();
    expect(screen.getByRole('link', { name: `Statement of ${ACME}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/companies\/[^/]+\/statement$/),
    );
    expect(screen.queryByRole('button', { name: `Contract prices of ${ACME}` })).toBeNull();
    expect(applications()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows sales the applications and contract prices, and no terms or statement', async () => {
    renderRoute('/dashboard/companies', { world: await signedInAsStaff('sales') });
    expect(await action(`Contract prices of ${ACME}`)).toBeVisible();
    expect(applications()).toBeVisible();
    expect(screen.queryByRole('button', { name: `Terms of ${ACME}` })).toBeNull();
    expect(screen.queryByRole('link', { name: `Statement of ${ACME}` })).toBeNull();
  });

  it('gives the admin every action', async () => {
    renderRoute('/dashboard/companies', { world: await signedIn('admin') });
    expect(await action(`Contract prices of ${ACME}`)).toBeVisible();
    expect(screen.getByRole('button', { name: `Terms of ${ACME}` })).toBeVisible();
    expect(screen.getByRole('link', { name: `Statement of ${ACME}` })).toBeVisible();
    expect(applications()).toBeVisible();
  });

  it('sends the warehouse home', async () => {
    const { router } = renderRoute('/dashboard/companies', {
      world: await signedInAsStaff('warehouse'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Company orders', () => {
  it("lists every member's orders to a company admin, filtered by member", async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    await world.api.checkOut({
      lines: [{ toolId: DEMO_TOOL_IDS.sashBrush, qty: 20 }],
      name: 'Bailey Buyer',
      address: '9 Easel Court, Toledo, OH 43604',
      phone: '+1 419 555 0199',
    });
    await world.signInAs('companyAdmin');
    renderRoute('/dashboard/companyOrders', { world });

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Acme Painting Contractors: orders',
    });
    expect(heading).toBeVisible();
    expect(await screen.findByText('bailey.buyer@paintco.test')).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'Company orders' })).toBeVisible();

    await userEvent.selectOptions(
      screen.getByLabelText('Placed by'),
      'Morgan Trade (morgan.trade@paintco.test)',
    );
    expect(await screen.findByText('No order matches these filters.')).toBeVisible();
  });

  it('shows a buyer their own orders, with no member filter', async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    renderRoute('/dashboard/companyOrders', { world });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your orders for Acme Painting Contractors',
      }),
    ).toBeVisible();
    expect(
      await screen.findByText('You have not ordered anything for your company yet.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Placed by')).toBeNull();
  });
});
