// The ordering routes in the whole app: tool page → My Orders → payment, and the 401/403
// on the own-orders call that ends the session.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerWithUnpaidOrder } from '../testing/demo-orders';
import { DEMO_TOOL_IDS } from '../adapters/memory/demo-data';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { renderRoute } from '../testing/render-route';

async function signedInWorld() {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  return world;
}

describe('ordering routes', () => {
  it('place an order on /tool/{id}, land on My Orders with a toast, then pay it', async () => {
    const world = await signedInWorld();
    const { router } = renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });
    const user = userEvent.setup();

    await screen.findByRole('heading', { level: 1, name: 'Angled Sash Brush 2"' });
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Customer');
    await user.type(screen.getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
    await user.type(screen.getByLabelText('Phone'), '+1 614 555 0142');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Your order has been placed')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myOrders'));
    const row = (await screen.findByRole('cell', { name: 'Angled Sash Brush 2"' })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('$140.00');

    await user.click(within(row).getByRole('link', { name: /^Pay/ }));
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//);
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    const pay = screen.getByRole('button', { name: 'Pay $140.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText('Thank you! your payment is completed!')).toBeVisible();
    // The receipt is mailed, and the invoice (numbered as the payment was recorded) offered.
    expect(screen.getByText('A receipt is on its way to customer@paintco.test.')).toBeVisible();
    const paid = world.state.orders.get(router.state.location.pathname.split('/').at(-1) ?? '');
    expect(
      await screen.findByRole('button', { name: `Download invoice ${paid?.invoiceNumber}` }),
    ).toBeVisible();
  });

  it('say a payment went through when the session ended meanwhile, then sign in to My Orders', async () => {
    const { world, orderId } = await customerWithUnpaidOrder();
    const { router } = renderRoute(`/dashboard/payment/${orderId}`, { world });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    const pay = screen.getByRole('button', { name: 'Pay $140.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    // The API forgets the token before the charge is recorded (it expired, or was revoked).
    world.state.accessTokens.clear();
    await user.click(pay);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('your order is paid');
    // The page stays to say so: nobody is thrown out without a word.
    expect(router.state.location.pathname).toBe(`/dashboard/payment/${orderId}`);
    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }));

    await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 4000 });
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/myOrders' });
    expect(world.tokens.get()).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'customer@paintco.test');
    await user.type(screen.getByLabelText('Password'), 'customer-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/myOrders'));
    const row = (
      await screen.findByRole('cell', { name: 'Angled Sash Brush 2"' }, { timeout: 4000 })
    ).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Paid, awaiting shipment');
    expect(row).toHaveTextContent(world.state.orders.get(orderId)?.transactionId ?? 'missing');
    expect(within(row).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('show a not-found message for an unknown tool id', async () => {
    const world = await signedInWorld();
    renderRoute('/tool/not-a-tool', { world });
    expect(await screen.findByRole('heading', { name: 'Tool not found' })).toBeVisible();
  });

  it('sign out and go home when the own-orders call is refused', async () => {
    const world = await signedInWorld();
    const { router } = renderRoute('/', { world });
    await screen.findByRole('button', { name: 'Sign Out' });
    // The API forgets the token, as after a server-side revocation.
    world.state.accessTokens.clear();
    await router.navigate({ to: '/dashboard/myOrders' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(world.tokens.get()).toBeNull());
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
  });
});
