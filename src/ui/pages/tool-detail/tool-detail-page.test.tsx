import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../domain/result';
import type { Tool } from '../../../domain/tool';
import { checkoutMachineFor } from '../../../machines/checkout.machine';
import type { ApiPort } from '../../../ports/api.port';
import {
  customerAboutToOrder,
  DEMO_CUSTOMER as customer,
  DEMO_TOOL_IDS,
} from '../../../testing/demo-orders';
import { createMockedHttpApi, MOCK_API } from '../../../testing/http-api';
import { createMemoryWorld, type MemoryWorld } from '../../../testing/memory-world';
import { server } from '../../../testing/msw-server';
import { renderRoute, renderSignedIn } from '../../../testing/render-route';
import { Toaster } from '../../components/toast/toaster';
import { loaded } from '../../data/load-view';
import { ToolDetailPage } from './tool-detail-page';
import { ToolUnavailable } from './tool-unavailable';

let world: MemoryWorld;
let tool: Tool;

beforeEach(async () => {
  ({ world, tool } = await customerAboutToOrder()); // tool: minQty 20, availableQty 600, price 7
});

function renderPage(api: ApiPort = world.api) {
  const onPlaced = vi.fn();
  render(
    <>
      <ToolDetailPage
        view={loaded({ tool, customer, checkout: checkoutMachineFor(api) })}
        onPlaced={onPlaced}
      />
      <Toaster />
    </>,
  );
  return { onPlaced, user: userEvent.setup() };
}

const placeOrder = () => screen.getByRole('button', { name: 'Place order' });
const quantity = () => screen.getByLabelText('Quantity');
const orders = () => [...world.state.orders.values()].filter((o) => o.toolId === tool._id);

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
  await user.type(screen.getByLabelText('Phone'), '+1 614 555 0142');
}

describe('tool detail page', () => {
  it('shows the tool, the customer read-only and the form at the minimum quantity', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    expect(screen.getByText('$7/unit')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue(customer.name);
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue(customer.email);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(quantity()).toHaveValue(20);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('$140.00');
  });

  // A number field keeps what HTML calls a number ("1e2"); "0x64" or "+100" it empties.
  it.each(['1e2', '100.0'])(
    'reads %j as no whole quantity: Place order stays disabled',
    async (typed) => {
      const { user } = renderPage();
      fireEvent.change(quantity(), { target: { value: typed } });
      expect(screen.getByRole('alert')).toHaveTextContent('Quantity must be a whole number');
      expect(placeOrder()).toBeDisabled();
      await user.click(placeOrder());
      expect(orders()).toEqual([]);
    },
  );

  it('shows quantity errors as the user types, disables Place order, updates the total', async () => {
    const { user } = renderPage();
    await user.clear(quantity());
    await user.type(quantity(), '5');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'you need to order atleast 20 Angled Sash Brush 2"',
    );
    expect(placeOrder()).toBeDisabled();
    expect(quantity()).toHaveAccessibleDescription(/atleast 20/);

    await user.type(quantity(), '000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `you can't order more than 600 Angled Sash Brush 2"`,
    );
    expect(placeOrder()).toBeDisabled();

    await user.clear(quantity());
    await user.type(quantity(), '25');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(placeOrder()).toBeEnabled();
    expect(screen.getByText('$175.00')).toBeVisible();
  });

  it('places the order: toast, fresh form, and the page moves on', async () => {
    const { user, onPlaced } = renderPage();
    await fillContact(user);
    await user.clear(quantity());
    await user.type(quantity(), '30');
    await user.click(placeOrder());

    expect(await screen.findByText('Your order has been placed')).toBeVisible();
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(orders()).toMatchObject([{ toolQty: 30, toolPrice: 210, paid: false }]);
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(quantity()).toHaveValue(20);
  });

  it('asks for address and phone before sending anything', async () => {
    const { user } = renderPage();
    await user.click(placeOrder());
    expect(screen.getByText('Address is Required')).toBeVisible();
    expect(screen.getByText('Phone is Required')).toBeVisible();
    expect(orders()).toHaveLength(0);
    // The first field to fix has focus, not the button just pressed.
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveFocus());
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, onPlaced } = renderPage();
    const stored = world.state.tools.get(tool._id);
    if (stored) stored.availableQty = 25;
    await fillContact(user);
    await user.clear(quantity());
    await user.type(quantity(), '40');
    await user.click(placeOrder());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `you can't order more than 25 Angled Sash Brush 2"`,
    );
    expect(screen.getByLabelText('Address')).toHaveValue('18 Brush Lane, Columbus, OH 43004');
    expect(quantity()).toHaveValue(40);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('places one order for a double click', async () => {
    world.api.delay(30);
    const { user, onPlaced } = renderPage();
    await fillContact(user);
    await user.dblClick(placeOrder());
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(orders()).toHaveLength(1);
  });
});

describe('the API refusing an order over HTTP', () => {
  /** POST /order answers `reply`; the requests that reached it are counted. */
  function refuseOrders(reply: () => Response): { count: number } {
    const seen = { count: 0 };
    server.use(
      http.post(`${MOCK_API}/order`, () => {
        seen.count += 1;
        return reply();
      }),
    );
    return seen;
  }

  async function placeOverHttp() {
    const { user, onPlaced } = renderPage(createMockedHttpApi());
    await fillContact(user);
    await user.click(placeOrder());
    return onPlaced;
  }

  it("shows the 409's sentence when the customer holds too many unpaid orders", async () => {
    const sentence = 'You already have 5 unpaid orders. Pay for one or delete one first.';
    refuseOrders(() => HttpResponse.json({ message: sentence }, { status: 409 }));
    const onPlaced = await placeOverHttp();

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByLabelText('Address')).toHaveValue('18 Brush Lane, Columbus, OH 43004');
    expect(placeOrder()).toBeEnabled();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("shows the 429's sentence, sent once and not retried", async () => {
    const sentence = 'Too many orders in a minute. Please try again in 40 seconds.';
    const seen = refuseOrders(() =>
      HttpResponse.json({ message: sentence }, { status: 429, headers: { 'Retry-After': '40' } }),
    );
    await placeOverHttp();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sentence);
    expect(alert).not.toHaveTextContent(/went wrong/i);
    expect(seen.count).toBe(1);
  });
});

describe('tool unavailable', () => {
  it('says an unknown tool was not found, with a way back', () => {
    render(
      <ToolUnavailable
        error={{ kind: 'not-found', status: 404, message: 'There is no tool with that id.' }}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Tool not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to our tools' })).toHaveAttribute('href', '/');
  });

  it('offers to try again after a failed load', async () => {
    const onRetry = vi.fn();
    render(
      <ToolUnavailable
        error={{ kind: 'network', message: 'We could not reach the store.' }}
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the tool route', () => {
  it('loads the tool with the signed-in customer in the form', async () => {
    await renderSignedIn(`/tool/${DEMO_TOOL_IDS.sashBrush}`, 'customer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Angled Sash Brush 2"' }),
    ).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue(customer.email);
  });

  it('says the tool is loading while it is on its way', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const { router } = renderRoute('/dashboard/myOrders', { world });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    vi.spyOn(world.api, 'getTool').mockReturnValue(new Promise(() => undefined));

    // The first load of the app shows the sign-in check; a visit after it, the tool's face.
    void router.navigate({ to: '/tool/$id', params: { id: DEMO_TOOL_IDS.sashBrush } });
    expect(await screen.findByRole('status', { name: 'Loading the tool' })).toBeVisible();
  });

  it('says why the tool could not be loaded, and loads it on Retry', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    vi.spyOn(world.api, 'getTool').mockResolvedValueOnce(fail({ kind: 'server', status: 500 }));
    renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This tool could not be loaded' }),
    ).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The store ran into a problem.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Angled Sash Brush 2"' }),
    ).toBeVisible();
  });

  it('says an unknown tool was not found', async () => {
    await renderSignedIn('/tool/not-a-tool', 'customer');
    expect(await screen.findByRole('heading', { name: 'Tool not found' })).toBeVisible();
    expect(screen.getByText(/We could not find that tool/)).toBeVisible();
  });
});

describe('Add to cart', () => {
  it('adds the chosen quantity to the cart and says so', async () => {
    const user = userEvent.setup();
    render(
      <ToolDetailPage
        view={loaded({ tool, customer, checkout: checkoutMachineFor(world.api) })}
        onAddToCart={(qty) => world.api.addToCart({ toolId: tool._id, qty })}
      />,
    );
    await user.clear(quantity());
    await user.type(quantity(), '25');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toHaveAttribute('role', 'status');
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines.map((line) => line.qty)).toEqual([25]);
  });

  it('refuses a quantity the tool does not allow, adding nothing', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(
      <ToolDetailPage
        view={loaded({ tool, customer, checkout: checkoutMachineFor(world.api) })}
        onAddToCart={onAddToCart}
      />,
    );
    await user.clear(quantity());
    await user.type(quantity(), '5');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getAllByText(`you need to order atleast 20 ${tool.name}`).length).toBeGreaterThan(
      0,
    );
  });
});
