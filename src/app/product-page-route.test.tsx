// A tool's public page in the app (/tools/{slug}): reached from a catalogue card without a
// page load, the same tool and words as the API's page, one address per tool.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { formatAmount } from '../domain/money';
import { slugIndex } from '../domain/tool-slug';
import { DEMO_TOOLS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

const [tool] = DEMO_TOOLS;
if (!tool) throw new Error('The seed needs a tool');
const slug = slugIndex(DEMO_TOOLS).pages[0]?.slug ?? '';

describe('/tools/{slug} in the app', () => {
  it('shows the tool, its price, stock and a link to sign in to order', async () => {
    renderRoute(`/tools/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    const price = formatAmount(tool.price).replace(/[$.]/g, '\\$&');
    expect(screen.getByText(new RegExp(`^${price} / unit`))).toBeVisible();
    expect(screen.getByText(/^In stock: \d+ units$|^Out of stock$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to order' })).toHaveAttribute(
      'href',
      `/tool/${tool._id}`,
    );
    await waitFor(() => expect(document.title).toBe(`${tool.name} · PaintCo`));
  });

  it('says "Order" to a person signed in', async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    renderRoute(`/tools/${slug}`, { world });
    expect(await screen.findByRole('link', { name: 'Order' })).toHaveAttribute(
      'href',
      `/tool/${tool._id}`,
    );
  });

  it("goes to the tool's canonical address from any other slug of it", async () => {
    const { router } = renderRoute(`/tools/old-name-${tool._id.replace(/-/g, '')}`);
    await screen.findByRole('heading', { level: 1, name: tool.name });
    expect(router.state.location.pathname).toBe(`/tools/${slug}`);
  });

  it('says a tool that is not in the catalogue was not found', async () => {
    renderRoute('/tools/no-such-tool-12345678');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tool not found' })).toBeVisible();
  });

  it("is where a catalogue card's name leads, without a page load", async () => {
    const { router } = renderRoute('/tools');
    const heading = await screen.findByRole('heading', { level: 3, name: tool.name });
    await userEvent.click(within(heading).getByRole('link', { name: tool.name }));
    expect(await screen.findByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/tools/${slug}`);
  });
});
