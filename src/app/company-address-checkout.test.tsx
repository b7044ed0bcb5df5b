// Checkout at a company address (issue 25): the cart's delivery form offers a member their
// company's delivery addresses beside their own kept ones; choosing one fills the address,
// keeps the phone, and the order goes there, checked by the API as the company's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, DEMO_TOOL_IDS } from '../seed/demo-store';
import { createMemoryWorld } from '../testing/memory-world';
import { renderRoute } from '../testing/render-route';

const DEPOT = DEMO_COMPANY.deliveryAddresses[0] ?? '';

describe("the cart's delivery form for a company's member", () => {
  it("offers the company's addresses, and the order goes to the one chosen", async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    await world.api.addToCart({ toolId: DEMO_TOOL_IDS.sashBrush, qty: 20 });
    const { router } = renderRoute('/cart', { world });
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Delivery' });
    const deliverTo = within(form).getByLabelText('Deliver to');
    await user.selectOptions(deliverTo, `${DEMO_COMPANY.name}: ${DEPOT}`);
    expect(within(form).getByLabelText('Address')).toHaveValue(DEPOT);
    await user.type(within(form).getByLabelText('Phone'), '+1 419 555 0123');
    await user.click(within(form).getByRole('button', { name: 'Check out' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//));
    const orderId = router.state.location.pathname.split('/').at(-1) ?? '';
    expect(await world.api.getOrder(orderId)).toMatchObject({
      ok: true,
      value: { address: DEPOT, companyId: expect.any(String) },
    });
  });

  it('offers no company addresses to a person in no company', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    await world.api.addToCart({ toolId: DEMO_TOOL_IDS.sashBrush, qty: 20 });
    renderRoute('/cart', { world });
    const form = await screen.findByRole('form', { name: 'Delivery' });
    expect(within(form).queryByRole('option', { name: new RegExp(DEPOT) })).toBeNull();
  });
});
