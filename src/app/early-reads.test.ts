// Each page of the early-reads table starts exactly the calls its route's loader makes first
// (and the session's role check): the HTTP adapter adopts every one, and sends nothing.
import { describe, expect, it } from 'vitest';
import { createHttpApi } from '../adapters/http/api.http';
import { adoptingFetch, takeStartedReads } from '../adapters/http/early-reads';
import { orderListSearchOf, pageQueryOf } from '../domain/page';
import type { ApiPort, ApiResult } from '../ports/api.port';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY, type TokenStore } from '../ports/token-store.port';
import { DEMO_ORDERS, DEMO_TOOLS } from '../seed/demo-store';
import { EARLY_READS } from './early-reads';
import { startEarlyReads, type BootstrapWindow } from './early-reads.bootstrap';

const ORIGIN = 'https://shop.test';
const EMAIL = 'Ann+Paint@Example.test';
const NOW = new Date('2026-11-27T10:00:00Z');
const token = [
  'eyJhbGciOiJIUzI1NiJ9',
  Buffer.from(
    JSON.stringify({ sub: EMAIL, uid: 'u-1', exp: NOW.getTime() / 1000 + 86_400 }),
  ).toString('base64url'),
  'c2ln',
].join('.');
const order = DEMO_ORDERS[0];
const tool = DEMO_TOOLS[0];
if (!order || !tool) throw new Error('The demo store has no order or tool');

/** What the API answers each call with (a body the adapter's reply schema accepts). */
function answerFor(url: URL): Response {
  const path = url.pathname.replace(/^\/api\//, '');
  // A lone customer's company: none.
  if (path === 'company') return Response.json(null);
  return Response.json(bodyFor(path, url));
}

function bodyFor(path: string, url: URL): unknown {
  if (path.startsWith('admin/')) return { admin: false };
  if (path === 'order') return [order];
  if (path === 'orders') return { items: [order], total: 1, page: 1, pageSize: 20 };
  if (path.startsWith('order/')) return order;
  if (path.startsWith('tool/')) return tool;
  if (path === 'cart') return { lines: [], total: 0 };
  if (path === 'addresses') return [];
  if (path === 'prices/mine') return null;
  throw new Error(`No answer for ${url.href}`);
}

const keptToken: TokenStore = {
  get: () => token,
  set: () => undefined,
  holder: () => ({ email: EMAIL, name: 'Ann' }),
  setHolder: () => undefined,
  clear: () => undefined,
};

/** Opens `page`: the bootstrap starts its reads, and the app's API adopts them. */
function openPage(page: string) {
  const url = new URL(page, ORIGIN);
  const kept: Record<string, string> = {
    [ACCESS_TOKEN_KEY]: token,
    [TOKEN_HOLDER_KEY]: JSON.stringify({ email: EMAIL, name: 'Ann' }),
  };
  const win: BootstrapWindow = {
    location: { origin: ORIGIN, pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key) => kept[key] ?? null },
    fetch: (to) => Promise.resolve(answerFor(new URL(to))),
  };
  startEarlyReads(win, '/api', NOW);
  const reads = takeStartedReads(win);
  const sent: string[] = [];
  const network = (input: RequestInfo | URL) => {
    sent.push(input instanceof Request ? input.url : String(input));
    return Promise.resolve(answerFor(new URL(sent.at(-1) ?? '')));
  };
  const api = createHttpApi({
    baseUrl: `${ORIGIN}/api`,
    tokens: keptToken,
    fetch: adoptingFetch(reads, network, () => 0),
  });
  return { api, reads, sent };
}

type LoaderCalls = (api: ApiPort) => ApiResult<unknown>[];

// The route's loader's first call, as the route file writes it, for one address of each.
const PAGES: readonly (readonly [string, string, LoaderCalls])[] = [
  ['/dashboard/myOrders', '/dashboard/myOrders', (api) => [api.listMyOrders(EMAIL)]],
  [
    '/dashboard/manageOrders',
    '/dashboard/manageOrders',
    (api) => [api.listAllOrdersPage(pageQueryOf(orderListSearchOf({})))],
  ],
  [
    '/dashboard/manageOrders',
    // As the router writes a search for "123": JSON, so that it stays text.
    '/dashboard/manageOrders?page=3&q=%22123%22&status=shipped',
    (api) => [
      api.listAllOrdersPage(
        pageQueryOf(orderListSearchOf({ page: 3, q: '123', status: 'shipped' })),
      ),
    ],
  ],
  [
    '/dashboard/manageOrders',
    '/dashboard/manageOrders?q=roller%20tray&page=2',
    (api) => [api.listAllOrdersPage(pageQueryOf(orderListSearchOf({ q: 'roller tray', page: 2 })))],
  ],
  ['/dashboard/order/$id', `/dashboard/order/${order._id}`, (api) => [api.getOrder(order._id)]],
  [
    '/tool/$id',
    `/tool/${tool._id}`,
    (api) => [api.getTool(tool._id), api.listDeliveryAddresses(), api.getMyPriceTerms()],
  ],
  ['/cart', '/cart', (api) => [api.getCart(), api.listDeliveryAddresses(), api.getMyCompany()]],
];

describe('the early reads of each page', () => {
  it('covers every page of the table', () => {
    expect(new Set(PAGES.map(([route]) => route))).toEqual(new Set(Object.keys(EARLY_READS)));
  });

  it.each(PAGES)('%s (%s): the loader and the session adopt them all', async (_, page, calls) => {
    const { api, reads, sent } = openPage(page);
    expect(reads.length).toBeGreaterThan(1);
    const results = await Promise.all([...calls(api), api.isAdmin(EMAIL)]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(sent).toEqual([]);
    expect(reads).toEqual([]);
  });
});
