import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { renderRoute } from '../testing/render-route';

// Whole-app renders can be slow on a busy machine: more than findBy's default second.
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });
const nav = () => screen.getByRole('navigation', { name: 'Main' });

async function logIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('protected routes', () => {
  it('send a signed-out visitor to /login, remembering the page, and back after login', async () => {
    const { router } = renderRoute('/dashboard');

    await heading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });

    await logIn('customer@paintco.test', 'customer-pass-1');

    await heading('My Profile');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('show a spinner while the auth state loads, then the page', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    world.api.delay(50);

    renderRoute('/dashboard', { world });

    expect(await screen.findByRole('status', { name: 'Checking your sign-in' })).toBeVisible();
    await heading('My Profile');
    expect(screen.queryByRole('status', { name: 'Checking your sign-in' })).toBeNull();
  });

  it.for([
    '/dashboard/users',
    '/dashboard/addProduct',
    '/dashboard/manageProduct',
    '/dashboard/manageOrders',
  ])('send a customer from the admin page %s to /', async (path) => {
    const world = createMemoryWorld();
    await world.signInAs('customer');

    const { router } = renderRoute(path, { world });

    await screen.findByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.for(['/dashboard/myOrders', '/dashboard/addReview'])(
    'send an admin from the customer page %s to /',
    async (path) => {
      const world = createMemoryWorld();
      await world.signInAs('admin');

      const { router } = renderRoute(path, { world });

      await screen.findByRole('link', { name: 'Dashboard' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('let an admin into admin pages and a customer into customer pages', async () => {
    const admin = createMemoryWorld();
    await admin.signInAs('admin');
    const { unmount } = renderRoute('/dashboard/manageOrders', { world: admin });
    await heading('Manage Orders');
    unmount();

    const customer = createMemoryWorld();
    await customer.signInAs('customer');
    renderRoute('/dashboard/myOrders', { world: customer });
    await heading('My Orders');
  });

  it.for(['/dashboard/payment/order-1', '/tool/tool-1'])(
    'let anyone signed in, admin or customer, open %s',
    async (path) => {
      for (const who of ['admin', 'customer'] as const) {
        const world = createMemoryWorld();
        await world.signInAs(who);
        const { router, unmount } = renderRoute(path, { world });

        await screen.findByRole('link', { name: 'Dashboard' });
        await waitFor(() => expect(router.state.status).toBe('idle'));
        expect(router.state.location.pathname).toBe(path);
        expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
        unmount();
      }
    },
  );

  it('keep showing the not-found page for unknown paths', async () => {
    renderRoute('/dashboard/no-such-page');

    await heading('Page not found');
  });
});

describe('the login page', () => {
  it('takes focus to the main content of the page it goes to after login', async () => {
    renderRoute('/login?redirect=%2Fdashboard');

    await logIn('customer@paintco.test', 'customer-pass-1');

    await heading('My Profile');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('never returns to another site after login', async () => {
    const { router } = renderRoute('/login?redirect=%2F%2Fevil.example%2F');

    await logIn('customer@paintco.test', 'customer-pass-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.href).not.toContain('evil');
  });

  it("shows the API's sentence when it refuses too many sign-ins (429)", async () => {
    const world = createMemoryWorld();
    const sentence = 'Too many sign-ins in a minute. Please try again in 45 seconds.';
    world.api.refuseNext({ kind: 'rate-limited', status: 429, message: sentence });
    const { router } = renderRoute('/login', { world });

    await logIn('customer@paintco.test', 'customer-pass-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(router.state.location.pathname).toBe('/login');
    expect(world.tokens.get()).toBeNull();
  });

  it('passes the remembered page on to the sign-up page', async () => {
    renderRoute('/login?redirect=%2Fdashboard%2FmyOrders');

    const link = await screen.findByRole('link', { name: 'Create new account' });

    expect(link).toHaveAttribute('href', '/signup?redirect=%2Fdashboard%2FmyOrders');
  });
});

describe('the navbar', () => {
  it('shows Dashboard, the greeting and Sign Out when signed in, and Login after Sign Out', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    renderRoute('/', { world });

    await screen.findByText('Hi, Casey Customer');
    expect(nav()).toContainElement(screen.getByText('Hi, Casey Customer'));
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav()).queryByRole('link', { name: 'Login' })).toBeNull();

    await userEvent.click(within(nav()).getByRole('button', { name: 'Sign Out' }));

    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav()).queryByText(/Hi,/)).toBeNull();
    expect(world.tokens.get()).toBeNull();
  });

  it('shows no Login while a kept sign-in is restored, then the greeting', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    world.api.delay(50);
    renderRoute('/', { world });

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Portfolio' })).toBeVisible();
    expect(within(main).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(
      await screen.findByText('Hi, Casey Customer', undefined, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('sends a person signing out of a protected page to /login', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const { router } = renderRoute('/dashboard', { world });
    await heading('My Profile');

    await userEvent.click(within(nav()).getByRole('button', { name: 'Sign Out' }));

    await heading('Login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
  });

  it('goes home when the API says the session expired', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const { router } = renderRoute('/dashboard', { world });
    await heading('My Profile');
    world.tokens.set('forged');

    await router.options.context.ports.api.listMyOrders('customer@paintco.test');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(world.tokens.get()).toBeNull();
  });
});
