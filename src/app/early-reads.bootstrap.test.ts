// The inline bootstrap sends the kept access token to the app's own /api and nowhere else,
// and only when the session will be restored from it at once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takeStartedReads } from '../adapters/http/early-reads';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY } from '../ports/token-store.port';
import type { EarlyDocument } from './early-paint';
import { paintedFrom } from './early-paint';
import { EARLY_PAINTED_KEY, leaveEarlyPainted } from './early-painted';
import { ownApiBase, startEarlyReads, type BootstrapWindow } from './early-reads.bootstrap';

const ORIGIN = 'https://shop.test';
const NOW = new Date('2026-11-27T10:00:00Z');
const HOUR = 3600;
const EMAIL = 'ann+paint@example.test';
const ORDER_ID = '0c9e7b1a-5f3d-4e2b-8a6c-1d2e3f4a5b6c';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (payload: object) =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.c2ln`;
const validToken = tokenOf({ sub: EMAIL, uid: 'u-1', exp: NOW.getTime() / 1000 + 24 * HOUR });

interface Visit {
  readonly page: string;
  readonly apiUrl?: string;
  readonly token?: string | null;
  readonly holder?: string | null;
  /** Whether the frame's painting bootstrap runs (its painters read each answer). */
  readonly painting?: boolean;
}

interface Sent {
  readonly url: string;
  readonly authorization: string | undefined;
}

// What the painters are given to read: answers whose text names other places (an image
// elsewhere), which must never become a request that carries the token.
const ELSEWHERE = 'https://evil.test/x.png';
const ORDER_ANSWER = {
  _id: ORDER_ID,
  number: 7,
  toolName: ELSEWHERE,
  toolImg: ELSEWHERE,
  toolQty: 1,
  toolPrice: 9,
  createdAt: NOW.toISOString(),
  status: 'paid',
  paid: true,
  lines: [],
};
const answerTo = (url: string): string => {
  const { pathname } = new URL(url);
  if (pathname === '/api/cart') {
    const line = { toolName: ELSEWHERE, toolImg: ELSEWHERE, unitPrice: 9, total: 9 };
    return JSON.stringify({ lines: [line], total: 9 });
  }
  if (pathname === '/api/orders') return JSON.stringify({ items: [ORDER_ANSWER], total: 1 });
  if (pathname.startsWith('/api/order')) return JSON.stringify(ORDER_ANSWER);
  return '[]';
};
// A frame with no slots: the painters read the answers, and find nothing to write into.
// What the painters looked for in it, newest last.
const looked: string[] = [];
const frameDocument: EarlyDocument = {
  querySelectorAll: (selectors) => {
    looked.push(selectors);
    return [];
  },
  readyState: 'complete',
  addEventListener: () => undefined,
};

/** Opens `page` with what local storage keeps; every request the bootstrap made. */
function open({ page, apiUrl, token = validToken, holder, painting = false }: Visit) {
  // Joined, not resolved: a path such as "//x" is this origin's, as in a browser's address.
  const url = new URL(`${ORIGIN}${page}`);
  const kept = new Map<string, string>();
  if (token !== null) kept.set(ACCESS_TOKEN_KEY, token);
  const keptHolder = holder === undefined ? JSON.stringify({ email: EMAIL, name: 'Ann' }) : holder;
  if (keptHolder !== null) kept.set(TOKEN_HOLDER_KEY, keptHolder);
  const sent: Sent[] = [];
  const win: BootstrapWindow = {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key) => kept.get(key) ?? null },
    fetch: (to, { headers }) => {
      sent.push({ url: to, authorization: headers['Authorization'] });
      return Promise.resolve(new Response(answerTo(to)));
    },
    ...(painting ? { document: frameDocument } : {}),
  };
  const reads = startEarlyReads(win, apiUrl, NOW, painting ? paintedFrom : undefined);
  // As the frames' inline entry (early-reads.painting.inline.ts) does.
  if (painting) leaveEarlyPainted(win, reads);
  return { sent, left: takeStartedReads(win), win };
}

/** True when `url` is on the page's origin, under /api/. */
const isOwnApi = (url: string) => {
  const parsed = new URL(url);
  return parsed.origin === ORIGIN && parsed.pathname.startsWith('/api/');
};

describe('the inline bootstrap', () => {
  it("starts My Orders' list and the role check on the app's /api, with the token", () => {
    const { sent, left } = open({ page: '/dashboard/myOrders' });
    const bearer = `Bearer ${validToken}`;
    expect(sent).toEqual([
      { url: `${ORIGIN}/api/order?email=ann%2Bpaint%40example.test`, authorization: bearer },
      { url: `${ORIGIN}/api/admin/ann%2Bpaint%40example.test`, authorization: bearer },
    ]);
    // The app finds them, with what the HTTP adapter will compare.
    expect(left.map(({ url, authorization }) => ({ url, authorization }))).toEqual(sent);
  });

  it('sends a tool page its tool without the token (the call is open to anyone)', () => {
    const id = '6f1c2a8e-2d4b-4c1e-9a57-0b3c9d2e4f10';
    expect(open({ page: `/tool/${id}` }).sent[0]).toEqual({
      url: `${ORIGIN}/api/tool/${id}`,
      authorization: undefined,
    });
  });

  it("keeps Manage Orders' page, search and status", () => {
    const { sent } = open({ page: '/dashboard/manageOrders?page=2&q=%22123%22&status=paid' });
    expect(sent[0]?.url).toBe(`${ORIGIN}/api/orders?page=2&q=123&status=paid`);
  });

  it.each([
    ['an API on another origin', 'https://api.paintco.test'],
    ['the API on its own port', 'http://127.0.0.1:8787'],
    ['a protocol-relative address', '//evil.test/api'],
    ['a path that names a host', '/api@evil.test'],
    ['a path that leaves /api', '/api/../evil'],
    ['another path of the origin', '/backend'],
    ['the origin with credentials', 'https://user:pw@shop.test/api'],
    ['the origin on another scheme', 'http://shop.test/api'],
    ['an address with a query', '/api?to=evil.test'],
    ['a backslashed address', '/\\evil.test/api'],
    ['nonsense', 'http://['],
  ])('starts nothing when VITE_API_URL is %s', (_, apiUrl) => {
    expect(open({ page: '/dashboard/myOrders', apiUrl }).sent).toEqual([]);
  });

  it('starts the same reads when VITE_API_URL names the origin’s own /api', () => {
    expect(open({ page: '/dashboard/myOrders', apiUrl: `${ORIGIN}/api` }).sent).toHaveLength(2);
    expect(open({ page: '/dashboard/myOrders', apiUrl: '/api/' }).sent).toHaveLength(2);
  });

  it.each([
    ['no token is kept', { token: null }],
    ['the token has expired', { token: tokenOf({ sub: EMAIL, uid: 'u-1', exp: 1 }) }],
    [
      'the token is within an hour of its expiry (the app renews it first)',
      { token: tokenOf({ sub: EMAIL, uid: 'u-1', exp: NOW.getTime() / 1000 + HOUR / 2 }) },
    ],
    ['the token is unreadable', { token: 'not-a-jwt' }],
    ['no holder is kept', { holder: null }],
    ['the holder is someone else', { holder: JSON.stringify({ email: 'eve@x.test', name: 'E' }) }],
    ['the holder is unreadable', { holder: '{' }],
  ])('starts nothing when %s', (_, visit) => {
    expect(open({ page: '/dashboard/myOrders', ...visit }).sent).toEqual([]);
  });

  it.each([
    '/',
    '/login',
    '/dashboard',
    '/dashboard/users',
    '/dashboard/myOrders/',
    '/dashboard/order/..%2F..%2Fevil',
    `/dashboard/order/${ORDER_ID}@evil.test`,
    '/tool/a.b',
    '//evil.test/api',
    '/api@evil.test/order',
  ])('starts nothing on %s, a page not in the table', (page) => {
    expect(open({ page }).sent).toEqual([]);
  });

  it('sends every request, with or without the token, to the app’s own /api only', () => {
    const apiUrls = fc.oneof(
      fc.constantFrom(undefined, '/api', '/api/', `${ORIGIN}/api`, '//evil.test', '/api@evil'),
      fc.webUrl(),
      fc.string(),
    );
    const segment = fc.oneof(
      fc.constantFrom('dashboard', 'myOrders', 'manageOrders', 'order', 'tool', 'cart', ORDER_ID),
      fc.webSegment(),
      fc.string(),
    );
    const pages = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.webQueryParameters())
      .map(([parts, query]) => `/${parts.join('/')}?${query}`);
    // Found by the property once: a path that starts with two slashes.
    for (const { url } of open({ page: '//?', apiUrl: '' }).sent) expect(isOwnApi(url)).toBe(true);
    fc.assert(
      fc.property(apiUrls, pages, fc.boolean(), (apiUrl, page, painting) => {
        const visit = { page, painting, ...(apiUrl === undefined ? {} : { apiUrl }) };
        for (const { url } of open(visit).sent) expect(isOwnApi(url)).toBe(true);
      }),
    );
  });

  it.each([
    ['the cart', '/cart', ['cart', 'addresses', 'company']],
    ['Manage Orders', '/dashboard/manageOrders', ['orders?page=1']],
    ['an order', `/dashboard/order/${ORDER_ID}`, [`order/${ORDER_ID}`]],
  ])(
    'sends %s’s painted reads, with the token, to the app’s own /api only',
    async (_, page, reads) => {
      const { sent, left } = open({ page, painting: true });
      const bearer = `Bearer ${validToken}`;
      expect(sent).toEqual([
        ...reads.map((read) => ({ url: `${ORIGIN}/api/${read}`, authorization: bearer })),
        { url: `${ORIGIN}/api/admin/ann%2Bpaint%40example.test`, authorization: bearer },
      ]);
      // Painting read every answer (a copy) and asked for nothing more.
      await Promise.all(left.map(({ response }) => response));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent).toHaveLength(reads.length + 1);
    },
  );
});

describe('the early paint’s end', () => {
  it('is left for the frame’s loader, settled once the reads have been painted', async () => {
    looked.length = 0;
    const { win } = open({ page: '/cart', painting: true });
    const painted: unknown = Reflect.get(win, EARLY_PAINTED_KEY);
    expect(painted).toBeInstanceOf(Promise);
    expect(looked).toEqual([]);
    await painted;
    // The cart's lines were written into the frame's slots before it settled.
    expect(looked).toContain('#root[data-frame] [data-early]');
  });

  it('is not left where nothing is painted: index.html’s reads-only bootstrap', () => {
    const { win } = open({ page: '/cart' });
    expect(Reflect.get(win, EARLY_PAINTED_KEY)).toBeUndefined();
  });
});

describe("the API's base for the bootstrap", () => {
  it('is the origin’s /api, whichever way it is written', () => {
    expect(ownApiBase(ORIGIN, '/api')).toBe(`${ORIGIN}/api/`);
    expect(ownApiBase(ORIGIN, `${ORIGIN}/api/`)).toBe(`${ORIGIN}/api/`);
  });
});
