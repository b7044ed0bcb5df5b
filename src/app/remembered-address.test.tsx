// Addresses remembered (issue 23, item 4): the second checkout, from the cart or a tool's
// page, starts with the last delivery address and phone, which stay editable; a new one
// is kept for the next time.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../domain/result';
import {
  customerAboutToOrder,
  customerWithUnpaidOrder,
  DEMO_TOOL_IDS,
} from '../testing/demo-orders';
import { renderRoute } from '../testing/render-route';

const FIRST = { address: '18 Brush Lane, Columbus, OH 43004', phone: '+1 614 555 0142' };

describe('a second checkout', () => {
  it('from the cart starts with the last address, which can be changed and is kept', async () => {
    const { world, tool } = await customerAboutToOrder();
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    await world.api.checkOut({
      lines: [{ toolId: tool._id, qty: 20 }],
      name: 'Casey Customer',
      ...FIRST,
    });
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    const { router } = renderRoute('/cart', { world });
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Delivery' });
    const address = within(form).getByLabelText('Address');
    await waitFor(() => expect(address).toHaveValue(FIRST.address));
    expect(within(form).getByLabelText('Phone')).toHaveValue(FIRST.phone);
    expect(within(form).getByLabelText('Deliver to')).toHaveDisplayValue(
      `${FIRST.address} (${FIRST.phone})`,
    );

    await user.clear(address);
    await user.type(address, '2 Ladder Road, Dayton, OH 45402');
    expect(within(form).getByLabelText('Deliver to')).toHaveDisplayValue('A new address');
    await user.click(within(form).getByRole('button', { name: 'Check out' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//));
    const kept = await world.api.listDeliveryAddresses();
    expect(kept.ok && kept.value).toEqual([
      { address: '2 Ladder Road, Dayton, OH 45402', phone: FIRST.phone },
      FIRST,
    ]);
  });

  it('from the cart draws the form with the last address in it, never empty first', async () => {
    const { world, tool } = await customerAboutToOrder();
    await world.api.checkOut({
      lines: [{ toolId: tool._id, qty: 20 }],
      name: 'Casey Customer',
      ...FIRST,
    });
    await world.api.addToCart({ toolId: tool._id, qty: 20 });
    // The addresses arrive after the cart: the form waits for them rather than moving later.
    const read = world.api.listDeliveryAddresses.bind(world.api);
    vi.spyOn(world.api, 'listDeliveryAddresses').mockImplementation(
      () => new Promise((done) => setTimeout(() => done(read()), 300)),
    );
    renderRoute('/cart', { world });

    const form = await screen.findByRole('form', { name: 'Delivery' });
    expect(within(form).getByLabelText('Address')).toHaveValue(FIRST.address);
    expect(within(form).getByLabelText('Deliver to')).toBeInTheDocument();
  });

  it('from a tool’s page starts with the last address, and another kept one can be chosen', async () => {
    const { world } = await customerWithUnpaidOrder();
    await world.api.placeOrder({
      toolId: DEMO_TOOL_IDS.sashBrush,
      toolQty: 20,
      name: 'Casey Customer',
      address: '9 Easel Court, Toledo, OH 43604',
      phone: '+1 419 555 0199',
    });
    renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });
    const user = userEvent.setup();

    const address = await screen.findByLabelText('Address');
    expect(address).toHaveValue('9 Easel Court, Toledo, OH 43604');
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 419 555 0199');
    await user.selectOptions(
      screen.getByLabelText('Deliver to'),
      `${FIRST.address} (${FIRST.phone})`,
    );
    expect(address).toHaveValue(FIRST.address);
    expect(screen.getByLabelText('Phone')).toHaveValue(FIRST.phone);
    await user.type(address, ', back door');
    expect(address).toHaveValue(`${FIRST.address}, back door`);
  });

  it('starts empty when the addresses cannot be read', async () => {
    const { world } = await customerWithUnpaidOrder();
    vi.spyOn(world.api, 'listDeliveryAddresses').mockResolvedValue(fail({ kind: 'network' }));
    renderRoute(`/tool/${DEMO_TOOL_IDS.sashBrush}`, { world });
    expect(await screen.findByLabelText('Address')).toHaveValue('');
  });
});
