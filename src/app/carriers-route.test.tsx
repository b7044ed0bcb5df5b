// Carriers inside the app, on the in-memory store: an admin is told what is wrong with a
// tracking address before anything is sent, adds a carrier, deletes it after confirming, and
// reads why one a shipment went with cannot go; the page is an admin's only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { describeRefusal } from '../application/refusals';
import { TEMPLATE_NOT_HTTPS, TEMPLATE_WITHOUT_PLACEHOLDER } from '../domain/carrier';
import { DEMO_CARRIERS } from '../seed/demo-carriers';
import { renderRoute } from '../testing/render-route';

async function signedIn(who: 'admin' | 'customer') {
  const world = createMemoryWorld();
  await world.signInAs(who);
  return world;
}

const table = () => screen.getByRole('table', { name: /^The carriers shipments go with/ });

describe('Carriers', () => {
  it('checks the tracking address, adds a carrier and deletes it after confirming', async () => {
    const world = await signedIn('admin');
    renderRoute('/dashboard/carriers', { world });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Carriers'));
    expect(await screen.findByRole('cell', { name: 'DHL Express' })).toBeVisible();

    const user = userEvent.setup();
    const address = screen.getByLabelText('Tracking address');
    // Pasted, as an admin would: typing each key of an address takes long on a busy machine.
    const fill = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByLabelText('Name'), 'Parcel Co');
    await fill(address, 'http://parcel.example/t/{tracking}');
    await user.click(screen.getByRole('button', { name: 'Add the carrier' }));
    expect(await screen.findByText(TEMPLATE_NOT_HTTPS)).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await fill(address, 'https://parcel.example/track');
    await user.click(screen.getByRole('button', { name: 'Add the carrier' }));
    expect(await screen.findByText(TEMPLATE_WITHOUT_PLACEHOLDER)).toBeVisible();
    expect(world.state.carriers.size).toBe(DEMO_CARRIERS.length);

    await fill(address, 'https://parcel.example/track/{tracking}');
    await user.click(screen.getByRole('button', { name: 'Add the carrier' }));
    expect(await screen.findByText('Parcel Co was added to the carriers')).toBeInTheDocument();
    expect(await within(table()).findByRole('cell', { name: 'Parcel Co' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Parcel Co' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Parcel Co?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete carrier' }));
    expect(await screen.findByText('Parcel Co was deleted from the carriers')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: 'Parcel Co' })).not.toBeInTheDocument(),
    );
  }, 30_000);

  it('says why a carrier a shipment went with cannot be deleted, and keeps it', async () => {
    const world = await signedIn('admin');
    const [dhl] = DEMO_CARRIERS;
    if (!dhl) throw new Error('The seed needs a carrier');
    world.state.shipments.set('s1', {
      _id: 's1',
      orderId: 'o1',
      orderNumber: 1,
      carrierId: dhl._id,
      carrierName: dhl.name,
      trackingNumber: 'JD0001',
      shippedOn: '2026-03-01',
      lines: [],
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    renderRoute('/dashboard/carriers', { world });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${dhl.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${dhl.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete carrier' }));
    const { message } = describeRefusal({ code: 'carrier-in-use' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(table()).getByRole('cell', { name: dhl.name })).toBeVisible();
    expect(world.state.carriers.has(dhl._id)).toBe(true);
  });

  it('says when there are no carriers yet', async () => {
    const world = await signedIn('admin');
    world.state.carriers.clear();
    renderRoute('/dashboard/carriers', { world });
    expect(await screen.findByText('No carriers yet. Add the first one above.')).toBeVisible();
  });

  it('sends a customer home', async () => {
    const { router } = renderRoute('/dashboard/carriers', { world: await signedIn('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
