// The inline bootstrap paints the tool page's frame from the tool's early read: the words
// the app will draw, as text only, and the app still reads the whole answer afterwards.
import { render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tool } from '../domain/tool';
import { takeStartedReads } from '../adapters/http/early-reads';
import { LOADING } from '../ui/data/load-view';
import { ToolDetailPage } from '../ui/pages/tool-detail/tool-detail-page';
import { ToolSummary } from '../ui/pages/tool-detail/tool-summary';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY } from '../ports/token-store.port';
import { startEarlyReads, type BootstrapWindow } from './early-reads.bootstrap';

const ORIGIN = 'https://shop.test';
const NOW = new Date('2026-11-27T10:00:00Z');
const EMAIL = 'ann@example.test';
const TOOL_ID = '6f1c2a8e-2d4b-4c1e-9a57-0b3c9d2e4f10';
const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const TOKEN = [
  base64Url('{"alg":"HS256","typ":"JWT"}'),
  base64Url(JSON.stringify({ sub: EMAIL, uid: 'u-1', exp: NOW.getTime() / 1000 + 86_400 })),
  'c2ln',
].join('.');

const TOOL: Tool = {
  _id: TOOL_ID,
  name: 'Angled sash brush',
  img: 'https://img.example.test/brush.png',
  description: 'A 2-inch brush for clean lines.',
  minQty: 10,
  availableQty: 400,
  price: 1250,
};

/** The tool page's prerendered frame, as the build writes it into the page's root. */
function frame(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-frame', '');
  root.innerHTML = renderToString(<ToolDetailPage view={LOADING} />);
  document.body.append(root);
  return root;
}

/** Opens the tool page with a kept sign-in; the API answers the tool with `body`. */
async function openToolPage(body: unknown, status = 200) {
  const kept = new Map([
    [ACCESS_TOKEN_KEY, TOKEN],
    [TOKEN_HOLDER_KEY, JSON.stringify({ email: EMAIL, name: 'Ann' })],
  ]);
  const win: BootstrapWindow = {
    location: { origin: ORIGIN, pathname: `/tool/${TOOL_ID}`, search: '' },
    localStorage: { getItem: (key) => kept.get(key) ?? null },
    fetch: (url) =>
      Promise.resolve(
        url.includes(`/tool/${TOOL_ID}`)
          ? new Response(JSON.stringify(body), { status })
          : new Response('[]'),
      ),
    document,
  };
  startEarlyReads(win, '/api', NOW);
  const [toolRead] = takeStartedReads(win);
  const answer = await toolRead?.response;
  // The painting waits for a copy of the body; the app reads the original.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return answer;
}

const slot = (root: HTMLElement, name: string) => root.querySelector(`[data-early="${name}"]`);

afterEach(() => document.body.replaceChildren());

describe('the early paint of the tool page', () => {
  it('writes the tool’s name, description, price and photo into the frame', async () => {
    const root = frame();
    const answer = await openToolPage(TOOL);
    expect(slot(root, 'name')?.textContent).toBe(TOOL.name);
    expect(slot(root, 'description')?.textContent).toBe(TOOL.description);
    expect(slot(root, 'img')?.getAttribute('src')).toBe(TOOL.img);
    // The app, adopting the read, still gets the whole answer.
    expect(await answer?.json()).toEqual(TOOL);
  });

  it('writes the price as the app’s page shows it', async () => {
    const root = frame();
    await openToolPage(TOOL);
    const page = render(<ToolSummary tool={TOOL} />).container;
    const shown = within(page).getByText('Price').nextElementSibling?.textContent;
    expect(shown).toBe('$1,250/unit');
    expect(slot(root, 'price')?.textContent).toBe(shown);
  });

  it('writes a name that looks like HTML as text, adding no element', async () => {
    const root = frame();
    const name = '<img src=x onerror="window.hit=1">';
    const description = '<script>window.hit=2</script><b>bold</b>';
    const elements = root.querySelectorAll('*').length;
    await openToolPage({ ...TOOL, name, description });
    expect(slot(root, 'name')?.textContent).toBe(name);
    expect(slot(root, 'description')?.textContent).toBe(description);
    expect(root.querySelectorAll('*')).toHaveLength(elements);
    expect(Reflect.get(window, 'hit')).toBeUndefined();
  });

  it('paints nothing from a refusal or an answer that is not a tool', async () => {
    const root = frame();
    await openToolPage({ message: 'Tool not found' }, 404);
    await openToolPage({ name: 42, price: 'free', img: null });
    for (const name of ['name', 'description', 'price'])
      expect(slot(root, name)?.textContent).toBe('');
    expect(slot(root, 'img')?.hasAttribute('src')).toBe(false);
  });

  it('leaves the page alone once the app has drawn it over the frame', async () => {
    const root = frame();
    root.removeAttribute('data-frame');
    await openToolPage(TOOL);
    expect(slot(root, 'name')?.textContent).toBe('');
  });
});
