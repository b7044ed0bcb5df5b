import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reorderFor } from '../../../machines/forms';
import { customerWithUnpaidOrder } from '../../../testing/demo-orders';
import { ReorderButton } from './reorder-button';

describe('Reorder', () => {
  it('puts the order’s lines in the cart and says what was added', async () => {
    const { world, orderId } = await customerWithUnpaidOrder();
    render(<ReorderButton orderId={orderId} machine={reorderFor(world.api)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reorder' }));
    const added = await screen.findByRole('list', { name: 'Added to your cart' });
    expect(added).toHaveTextContent('Added 20 Angled Sash Brush 2"');
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines.map((line) => line.qty)).toEqual([20]);
  });

  it('says how many units it added, not what the cart now holds', async () => {
    const { world, orderId } = await customerWithUnpaidOrder();
    const order = world.state.orders.get(orderId);
    await world.api.addToCart({ toolId: order?.toolId ?? '', qty: 20 });
    render(<ReorderButton orderId={orderId} machine={reorderFor(world.api)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reorder' }));
    const added = await screen.findByRole('list', { name: 'Added to your cart' });
    expect(added).toHaveTextContent(/^Added 20 Angled Sash Brush 2"$/);
    const cart = await world.api.getCart();
    expect(cart.ok && cart.value.lines.map((line) => line.qty)).toEqual([40]);
  });

  it('lists a tool no longer sold', async () => {
    const { world, orderId } = await customerWithUnpaidOrder();
    const order = world.state.orders.get(orderId);
    if (order) world.state.tools.delete(order.toolId);
    render(<ReorderButton orderId={orderId} machine={reorderFor(world.api)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('Nothing could be added to your cart.')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Not added' })).toHaveTextContent(
      'Not added: Angled Sash Brush 2" (no longer sold)',
    );
  });

  it('holds its place, disabled, until its machine comes', () => {
    render(<ReorderButton orderId="any" machine="loading" />);
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeDisabled();
  });

  it('says when the store cannot be reached', async () => {
    const { world, orderId } = await customerWithUnpaidOrder();
    world.api.failNext('network');
    render(<ReorderButton orderId={orderId} machine={reorderFor(world.api)} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the store/);
  });
});
