// Every page names itself in the document's title, in the app as a person browses it.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryWorld } from '../adapters/memory/memory-world';
import { DEMO_TOOLS } from '../seed/demo-store';
import { renderRoute } from '../testing/render-route';

const [tool] = DEMO_TOOLS;
if (!tool) throw new Error('The seed needs a tool');

describe('page titles', () => {
  it.each([
    ['/', 'PaintCo: quality paint tools from a US manufacturer'],
    ['/blogs', 'Blogs · PaintCo'],
    ['/login', 'Login · PaintCo'],
    ['/no-such-page', 'Page not found · PaintCo'],
  ])('%s is titled "%s"', async (path, title) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("names a tool's page after the tool, and My Orders after itself", async () => {
    const world = createMemoryWorld();
    await world.signInAs('customer');
    const { router } = renderRoute(`/tool/${tool._id}`, { world });
    await waitFor(() => expect(document.title).toBe(`${tool.name} · PaintCo`));

    await router.navigate({ to: '/dashboard/myOrders' });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    await waitFor(() => expect(document.title).toBe('My Orders · PaintCo'));
  });

  it('gives a public page its own description', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The store.';
    document.head.append(meta);
    renderRoute('/blogs');
    await waitFor(() => expect(meta.content).toMatch(/^Painting tips and news from PaintCo/));
    meta.remove();
  });
});
