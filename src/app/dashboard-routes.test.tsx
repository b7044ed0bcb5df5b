// The dashboard pages inside the app, on the in-memory store: the drawer per role, and
// what each admin or customer change does to the rest of the store.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_ORDERS } from '../adapters/memory/demo-data';
import { signedInAsStaff } from '../testing/staff-world';
import { renderRoute } from '../testing/render-route';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const drawerLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function signedIn(who: 'admin' | 'customer') {
  const world = createMemoryWorld();
  await world.signInAs(who);
  return world;
}

describe('the dashboard', () => {
  it('gives a customer their menu and profile, and a new name greets them at once', async () => {
    renderRoute('/dashboard', { world: await signedIn('customer') });

    await heading('My Profile');
    expect(await drawerLinks()).toEqual([
      'My Profile',
      'My Orders',
      'Add a review',
      'My Quotes',
      'Quick order',
    ]);
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('Columbus, Ohio');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Casey Painter');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText('Succesfully updated your profile')).toBeInTheDocument();
    expect(await screen.findByText('Hi, Casey Painter')).toBeInTheDocument();
    await waitFor(() => expect(details).toHaveTextContent('Casey Painter'));
  });

  it('gives an admin the admin menu', async () => {
    renderRoute('/dashboard', { world: await signedIn('admin') });
    await heading('My Profile');
    expect(await drawerLinks()).toEqual([
      'My Profile',
      'Overview',
      'Make Admin',
      'Add Product',
      'Manage Product',
      'Import catalogue',
      'Manage Orders',
      'Carriers',
      'Manage Reviews',
      'Manage Quotes',
      'Returns',
      'Companies',
      'Mailbox',
      'Audit log',
    ]);
  });

  it.each([
    ['warehouse', ['My Profile', 'Manage Orders']],
    ['sales', ['My Profile', 'Manage Orders', 'Manage Quotes', 'Companies']],
    ['finance', ['My Profile', 'Manage Orders', 'Companies']],
  ] as const)('gives %s only its own pages in the drawer', async (role, links) => {
    renderRoute('/dashboard', { world: await signedInAsStaff(role) });
    await heading('My Profile');
    await waitFor(async () => expect(await drawerLinks()).toEqual(links));
  });

  it.each(['warehouse', 'sales', 'finance'] as const)(
    'gives %s the store navbar, without the Cart, as the admin has',
    async (role) => {
      renderRoute('/dashboard', { world: await signedInAsStaff(role) });
      await heading('My Profile');
      const main = screen.getByRole('navigation', { name: 'Main' });
      await within(main).findByRole('link', { name: 'Dashboard' });
      expect(within(main).queryByRole('link', { name: /^Cart/ })).toBeNull();
    },
  );

  it('gives a customer the Cart in the navbar', async () => {
    renderRoute('/dashboard', { world: await signedIn('customer') });
    await heading('My Profile');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: /^Cart/ })).toBeTruthy();
  });

  it("sends a staff member home from a page outside their role, as a customer from an admin's", async () => {
    const world = await signedInAsStaff('warehouse');
    const { router } = renderRoute('/dashboard/manageOrders', { world });
    await heading('Manage Orders');

    await router.navigate({ to: '/dashboard/manageProduct' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate({ to: '/dashboard/myOrders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a staff member home when the page is opened directly', async () => {
    const { router } = renderRoute('/dashboard/users', { world: await signedInAsStaff('sales') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('signs an admin out and goes home when Make Admin is refused with a 403', async () => {
    const world = await signedIn('admin');
    const { router } = renderRoute('/dashboard/users', { world });
    const makeAdmin = await screen.findByRole('button', {
      name: 'Make Admin customer@paintco.test',
    });
    // Meanwhile, another admin's change took this one's role away.
    const admin = world.state.users.get('admin@paintco.test');
    if (admin) delete admin.role;

    await userEvent.click(makeAdmin);

    expect(await screen.findByText('Failed to make an admin')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(world.tokens.get()).toBeNull();
  });

  it('shows a tool an admin adds on the home page', async () => {
    renderRoute('/dashboard/addProduct', { world: await signedIn('admin') });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'EdgeMaster Trim Guard');
    await user.type(screen.getByLabelText('Minimum quantity'), '10');
    await user.type(screen.getByLabelText('Available quantity'), '400');
    await user.type(screen.getByLabelText('Price'), '7');
    await user.type(screen.getByLabelText('Image URL'), '/images/tools/putty-knife.svg');
    await user.type(screen.getByLabelText('Description'), 'Keeps paint off the carpet.');
    await user.click(screen.getByRole('button', { name: 'Add tool' }));
    expect(await screen.findByText('New Tool added successfully')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );
    const tools = await screen.findByRole('list', { name: 'Tools' });
    expect(
      await within(tools).findByRole('heading', { name: 'EdgeMaster Trim Guard' }),
    ).toBeInTheDocument();
  });

  it("shows a customer's review on the home page", async () => {
    renderRoute('/dashboard/addReview', { world: await signedIn('customer') });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Rating'), '5');
    await user.type(screen.getByLabelText('Message'), 'The trim guard saved our carpets.');
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );
    const reviews = await screen.findByRole('list', { name: 'Customer reviews' });
    expect(await within(reviews).findByText('The trim guard saved our carpets.')).toBeVisible();
  });

  it('lets the customer see an order the admin shipped', async () => {
    const paidOrder = DEMO_ORDERS.find((order) => order.status === 'paid');
    if (!paidOrder) throw new Error('The demo data needs a paid order');
    const world = await signedIn('admin');
    expect(await world.api.shipOrder(paidOrder._id)).toMatchObject({ ok: true });

    await world.signInAs('customer');
    renderRoute('/dashboard/myOrders', { world });
    const cell = await screen.findByRole('cell', { name: paidOrder.toolName });
    const row = cell.closest('tr');
    if (!row) throw new Error('No row for the shipped order');
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
  });
});
