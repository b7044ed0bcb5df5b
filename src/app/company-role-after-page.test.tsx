// The dashboard's company links come from a read made once the page has its data: on
// arrival that read (and the chunk of calls it loads) waited beside the page's own, and
// so delayed the page's largest paint.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { renderRoute } from '../testing/render-route';

describe("A company member's dashboard", () => {
  it("reads the company once the page's orders are in, then shows its links", async () => {
    const world = createMemoryWorld();
    await world.signInAs('buyer');
    const { api } = world.ports;
    const listMyOrders = api.listMyOrders.bind(api);
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    const ordersRead = vi.spyOn(api, 'listMyOrders').mockImplementation(async (email) => {
      await held;
      return listMyOrders(email);
    });
    const getMyCompany = vi.spyOn(api, 'getMyCompany');

    renderRoute('/dashboard/myOrders', { world });
    await vi.waitFor(() => expect(ordersRead).toHaveBeenCalled(), { timeout: 10_000 });
    await new Promise((done) => setTimeout(done, 50));
    expect(getMyCompany).not.toHaveBeenCalled();

    release();
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 10_000 });
    expect(
      await within(menu).findByRole('link', { name: 'Company orders' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(getMyCompany).toHaveBeenCalledTimes(1);
  });
});
