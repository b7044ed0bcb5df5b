import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aboveAvailableMessage } from '../../../domain/quantity';
import type { Tool } from '../../../domain/tool';
import { customerAboutToOrder, DEMO_CUSTOMER } from '../../../testing/demo-orders';
import type { MemoryWorld } from '../../../testing/memory-world';
import type { Order } from '../../../domain/order';
import { loaded, LOADING, type LoadView } from '../../data/load-view';
import { cartActionsFor } from '../../../machines/table-actions';
import { BROWSE_CATALOGUE, CartPage, EMPTY_CART, type CartData } from './cart-page';

let world: MemoryWorld;
let tool: Tool; // minQty 20, availableQty 600, price 7

beforeEach(async () => {
  ({ world, tool } = await customerAboutToOrder());
});

/** Another tool in stock, to have two lines. */
async function secondTool(): Promise<Tool> {
  const listed = await world.api.listTools();
  const found = listed.ok
    ? listed.value.find((t) => t._id !== tool._id && t.availableQty >= t.minQty)
    : undefined;
  if (!found) throw new Error('The store has one tool in stock');
  return found;
}

/** The page as its route draws it: loading, then what the loader read (Retry reads again). */
function CartAsRouted({ onCheckedOut }: { onCheckedOut: (order: Order) => void }) {
  const [view, setView] = useState<LoadView<CartData>>(LOADING);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void world.api.getCart().then((answer) => {
      const retry = () => setAttempt((n) => n + 1);
      setView(answer.ok ? loaded({ cart: answer.value }) : { ...answer, status: 'failed', retry });
    });
  }, [attempt]);
  return (
    <CartPage
      view={view}
      api={world.api}
      lineActions={cartActionsFor(world.api)}
      customer={DEMO_CUSTOMER}
      onCheckedOut={onCheckedOut}
    />
  );
}

function renderPage() {
  const onCheckedOut = vi.fn();
  render(<CartAsRouted onCheckedOut={onCheckedOut} />);
  return { onCheckedOut, user: userEvent.setup() };
}

describe('cart page', () => {
  it('keeps its heading and its lines’ place while the cart loads, and the heading after', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading your cart' })).toBeVisible();
    expect(await screen.findByLabelText(`Quantity of ${tool.name}`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  });

  it('says when the cart is empty', async () => {
    renderPage();
    expect(await screen.findByText(EMPTY_CART)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });

  it('shows each line with a labelled quantity and the total', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    renderPage();
    const qty = await screen.findByLabelText(`Quantity of ${tool.name}`);
    expect(qty).toHaveValue(20);
    expect(screen.getByText('$140.00', { selector: 'output' })).toBeVisible();
  });

  it('checks a typed quantity with the spec’s sentence, and changes nothing', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { user } = renderPage();
    const qty = await screen.findByLabelText(`Quantity of ${tool.name}`);
    await user.clear(qty);
    await user.type(qty, '601');
    expect(await screen.findByText(aboveAvailableMessage(tool))).toBeVisible();
    await user.tab();
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines[0]?.qty).toBe(20);
  });

  it('reads "1e2" as no whole quantity, and changes nothing', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { user } = renderPage();
    const qty = await screen.findByLabelText(`Quantity of ${tool.name}`);
    // A number field keeps "1e2" (HTML's number), which Number() would read as 100.
    fireEvent.change(qty, { target: { value: '1e2' } });
    expect(await screen.findByText('Quantity must be a whole number')).toBeVisible();
    await user.tab();
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines[0]?.qty).toBe(20);
  });

  it('removes a line', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Remove ${tool.name}` }));
    expect(await screen.findByText(EMPTY_CART)).toBeVisible();
  });

  it('checks out as one order and empties the cart', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { user, onCheckedOut } = renderPage();
    const form = await screen.findByRole('form', { name: 'Delivery' });
    await user.click(within(form).getByRole('button', { name: 'Check out' }));
    expect(within(form).getByText('Address is Required')).toBeVisible();
    await user.type(within(form).getByLabelText('Address'), '18 Brush Lane, Columbus, OH 43004');
    await user.type(within(form).getByLabelText('Phone'), '+1 614 555 0142');
    await user.click(within(form).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(onCheckedOut).toHaveBeenCalledOnce());
    expect(onCheckedOut.mock.calls[0]?.[0]).toMatchObject({ toolQty: 20, toolPrice: 140 });
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines).toEqual([]);
  });

  it('says at checkout, before paying, how many units are backordered and until when', async () => {
    const stored = world.state.tools.get(tool._id);
    if (!stored) throw new Error('demo tool missing');
    Object.assign(stored, { availableQty: 30, backorderUntil: '2027-01-15' });
    expect((await world.api.addToCart({ toolId: tool._id, qty: 50 })).ok).toBe(true);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Delivery' });
    const waiting = within(form).getByRole('list', { name: 'Backordered' });
    expect(waiting).toHaveTextContent(`${tool.name}: 20 backordered, expected 15 Jan 2027`);
    const line = screen.getByRole('listitem', { name: tool.name });
    expect(line).toHaveTextContent('20 backordered, expected 15 Jan 2027');
  });

  it('shows each line with its picture, a link to the tool and the line total', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    renderPage();
    const line = await screen.findByRole('listitem', { name: tool.name });
    expect(line.querySelector('img')).toHaveAttribute('src', tool.img);
    expect(within(line).getByRole('link', { name: tool.name })).toHaveAttribute(
      'href',
      `/tool/${tool._id}`,
    );
    expect(line).toHaveTextContent('$7.00 / unit');
    expect(line).toHaveTextContent('Line total $140.00');
  });

  it('steps the quantity, showing the new total at once and busy until saved', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { user } = renderPage();
    const more = await screen.findByRole('button', { name: `Increase quantity for ${tool.name}` });
    expect(
      screen.getByRole('button', { name: `Decrease quantity for ${tool.name}` }),
    ).toBeDisabled();
    let save: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (save = resolve));
    const setCartQty = world.api.setCartQty.bind(world.api);
    vi.spyOn(world.api, 'setCartQty').mockImplementation(async (...args) => {
      await held;
      return setCartQty(...args);
    });
    await user.click(more);
    const total = screen.getByText('$147.00', { selector: 'output' });
    expect(total).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText(`Quantity of ${tool.name}`)).toHaveValue(21);
    save();
    await waitFor(() => expect(total).toHaveAttribute('aria-busy', 'false'));
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines[0]?.qty).toBe(21);
  });

  it('takes one change per line at a time: a click while it is on its way sends nothing', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { user } = renderPage();
    const more = await screen.findByRole('button', { name: `Increase quantity for ${tool.name}` });
    let save: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (save = resolve));
    const setCartQty = world.api.setCartQty.bind(world.api);
    const sent = vi.spyOn(world.api, 'setCartQty').mockImplementation(async (...args) => {
      await held;
      return setCartQty(...args);
    });
    await user.click(more);
    await user.click(more);
    await user.click(screen.getByRole('button', { name: `Remove ${tool.name}` }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(`Quantity of ${tool.name}`)).toHaveValue(21);
    save();
    const total = screen.getByText('$147.00', { selector: 'output' });
    await waitFor(() => expect(total).toHaveAttribute('aria-busy', 'false'));
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines.map((line) => line.qty)).toEqual([21]);
  });

  it('shows the line as the API has it, with its sentence, when a change is refused', async () => {
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { user } = renderPage();
    vi.spyOn(world.api, 'removeFromCart').mockResolvedValue({
      ok: false,
      error: { kind: 'invalid', message: 'This cart cannot change now.' },
    });
    await user.click(await screen.findByRole('button', { name: `Remove ${tool.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This cart cannot change now.');
    expect(screen.getByLabelText(`Quantity of ${tool.name}`)).toHaveValue(20);
  });

  it('moves focus to the next line after Remove, and to the catalogue when empty', async () => {
    const other = await secondTool();
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    await world.api.addToCart({ toolId: other._id, qty: other.minQty });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Remove ${tool.name}` }));
    const next = screen.getByRole('link', { name: other.name });
    await waitFor(() => expect(next).toHaveFocus());
    await user.click(screen.getByRole('button', { name: `Remove ${other.name}` }));
    const browse = await screen.findByRole('link', { name: BROWSE_CATALOGUE });
    expect(browse).toHaveAttribute('href', '/tools');
    await waitFor(() => expect(browse).toHaveFocus());
  });

  it('says when the cart cannot be loaded, and retries', async () => {
    world.api.failNext('network');
    const { user } = renderPage();
    // In the page's frame, under its heading, as the loaded cart is.
    const page = screen.getByRole('region', { name: 'Your cart' });
    expect(within(page).getByRole('status', { name: 'Loading your cart' })).toBeVisible();
    const retry = await within(page).findByRole('button', { name: 'Retry' });
    expect(within(page).getByRole('alert')).toHaveTextContent('Your cart could not be loaded');
    await user.click(retry);
    expect(await screen.findByText(EMPTY_CART)).toBeVisible();
  });
});
