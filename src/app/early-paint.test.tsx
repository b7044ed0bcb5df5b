// The inline bootstrap paints the tool page's frame from the tool's early read: the words
// the app will draw, as text only, and the app still reads the whole answer afterwards.
import { render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../domain/order';
import { newestFirst } from '../domain/order-list';
import type { Tool } from '../domain/tool';
import { takeStartedReads } from '../adapters/http/early-reads';
import { LOADING } from '../ui/data/load-view';
import { MyOrdersPage } from '../ui/pages/my-orders/my-orders-page';
import { OrdersTable } from '../ui/pages/my-orders/orders-table';
import { ToolDetailPage } from '../ui/pages/tool-detail/tool-detail-page';
import { ToolSummary } from '../ui/pages/tool-detail/tool-summary';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY } from '../ports/token-store.port';
import { paintedFrom } from './early-paint';
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

/** A page's prerendered frame (the tool page's by default), as the build writes it. */
function frame(face = <ToolDetailPage view={LOADING} />): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-frame', '');
  root.innerHTML = renderToString(face);
  document.body.append(root);
  return root;
}

/** Opens the tool page with a kept sign-in; the API answers the tool with `body`. */
async function openToolPage(body: unknown, status = 200) {
  return openPage(`/tool/${TOOL_ID}`, `/tool/${TOOL_ID}`, body, status);
}

/** Opens `page` with a kept sign-in; the API answers its first read (at `read`) with `body`. */
async function openPage(page: string, read: string, body: unknown, status = 200) {
  const kept = new Map([
    [ACCESS_TOKEN_KEY, TOKEN],
    [TOKEN_HOLDER_KEY, JSON.stringify({ email: EMAIL, name: 'Ann' })],
  ]);
  const win: BootstrapWindow = {
    location: { origin: ORIGIN, pathname: page, search: '' },
    localStorage: { getItem: (key) => kept.get(key) ?? null },
    fetch: (url) =>
      Promise.resolve(
        url.includes(read) ? new Response(JSON.stringify(body), { status }) : new Response('[]'),
      ),
    document,
  };
  startEarlyReads(win, '/api', NOW, paintedFrom);
  const [toolRead] = takeStartedReads(win);
  const answer = await toolRead?.response;
  // The painting waits for a copy of the body; the app reads the original.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return answer;
}

const slot = (root: HTMLElement, name: string) => root.querySelector(`[data-early="${name}"]`);

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

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

const order = (number: number, changes: Partial<Order>): Order => ({
  _id: `order-${number}`,
  number,
  createdAt: '2026-11-27T09:40:00.000Z',
  toolId: TOOL_ID,
  toolName: TOOL.name,
  toolQty: 20,
  toolPrice: 25_000,
  toolImg: TOOL.img,
  lines: [
    {
      toolId: TOOL_ID,
      toolName: TOOL.name,
      toolImg: TOOL.img,
      qty: 20,
      unitPrice: 1250,
      total: 25_000,
    },
  ],
  name: 'Ann',
  email: EMAIL,
  address: '1 Paint Row',
  phone: '+1 555 0100',
  paid: false,
  status: 'unpaid',
  ...changes,
});

const ORDERS: Order[] = [
  order(1041, { createdAt: '2026-11-20T09:00:00.000Z', paid: true, status: 'shipped' }),
  order(1043, { expiresAt: '2026-11-27T10:25:00.000Z' }),
  order(1042, {
    createdAt: '2026-11-26T09:00:00.000Z',
    paid: true,
    status: 'paid',
    transactionId: 'pi_3Qx',
  }),
  order(1040, { createdAt: '2026-11-19T09:00:00.000Z', expiresAt: '2026-11-19T09:30:00.000Z' }),
];

/** Each card's values, title first, as a person reads them (an empty line's space aside):
 * the table's `dd`s, the early cards' values (early-cards.tsx: inline, in one block). */
const cardTexts = (root: Element) =>
  Array.from(root.querySelectorAll('li')).map((card) =>
    Array.from(card.querySelectorAll('[class*="title"], dd, [class*="earlyValue"]'), (value) =>
      value.textContent?.trim(),
    ),
  );

describe('the early paint of My Orders', () => {
  it('writes the newest orders into the frame’s cards as the page draws them', async () => {
    const root = frame(<MyOrdersPage view={LOADING} />);
    const answer = await openPage('/dashboard/myOrders', '/order?', ORDERS);
    // The page as the app draws it on a phone, at the same moment.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(400);
    const page = render(
      <OrdersTable
        orders={newestFirst(ORDERS)}
        loading={false}
        onDelete={() => undefined}
        now={NOW}
      />,
    ).container;
    const drawn = cardTexts(page).slice(0, 3);
    expect(drawn[0]).toContain('UnpaidPay before 10:25 AM today (in 25 minutes)');
    expect(cardTexts(root)).toEqual(drawn);
    expect(await answer?.json()).toEqual(ORDERS);
  });

  it('paints nothing from an answer that is not a list of orders', async () => {
    const root = frame(<MyOrdersPage view={LOADING} />);
    await openPage('/dashboard/myOrders', '/order?', [{ ...ORDERS[0], number: '<b>1</b>' }]);
    expect(root.querySelector('[data-early]:not(:empty)')).toBeNull();
    // The cards wait, unseen, for the app.
    expect(root.querySelector('ul[data-early-hold]')).not.toBeNull();
  });

  // Fewer orders than cards: the cards left over kept their placeholders until the app drew
  // the page; an empty list showed three cards of placeholders.
  it('hides the cards it has no order for, and every card of an empty list', async () => {
    const cards = (of: Element) =>
      Array.from(of.querySelectorAll('li[data-early-row]'), (card) =>
        card.hasAttribute('data-early-empty'),
      );
    const root = frame(<MyOrdersPage view={LOADING} />);
    await openPage('/dashboard/myOrders', '/order?', ORDERS.slice(0, 1));
    expect(cards(root)).toEqual([false, true, true]);
    expect(root.querySelector('[data-early-hold]')).toBeNull();

    document.body.replaceChildren();
    const empty = frame(<MyOrdersPage view={LOADING} />);
    await openPage('/dashboard/myOrders', '/order?', []);
    expect(cards(empty)).toEqual([true, true, true]);
    expect(empty.querySelector('[data-early-hold]')).toBeNull();
  });
});
