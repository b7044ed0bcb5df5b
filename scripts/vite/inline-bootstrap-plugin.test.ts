// The inline script as the build writes it into index.html, run as a browser would run it:
// the token goes to the app's own /api, and nowhere when the build's API is elsewhere.
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInlineBootstrap, PAINTING_BOOTSTRAP_ENTRY } from './inline-bootstrap-plugin';

const root = resolve(import.meta.dirname, '../..');
const ORIGIN = 'https://shop.test';
const EMAIL = 'ann@example.test';
const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const TOKEN = `${base64Url('{"alg":"HS256"}')}.${base64Url(
  JSON.stringify({ sub: EMAIL, uid: 'u-1', exp: Math.floor(Date.now() / 1000) + 86_400 }),
)}.c2ln`;

/** Builds the script with `apiUrl` as VITE_API_URL (unset: undefined). */
async function buildWith(apiUrl: string | undefined): Promise<string> {
  if (apiUrl === undefined) delete process.env['VITE_API_URL'];
  else process.env['VITE_API_URL'] = apiUrl;
  return buildInlineBootstrap({ root, mode: 'production', envDir: root });
}

/** Runs `script` on `page` with the token kept; every address it fetched, and with what. */
function run(script: string, page: string) {
  const url = new URL(page, ORIGIN);
  const kept: Record<string, string> = {
    accessToken: TOKEN,
    accessTokenHolder: JSON.stringify({ email: EMAIL, name: 'Ann' }),
  };
  const sent: { url: string; authorization: string | undefined }[] = [];
  const window = {
    location: { origin: url.origin, pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => kept[key] ?? null },
    fetch: (to: string, init: { headers: Record<string, string> }) => {
      sent.push({ url: to, authorization: init.headers['Authorization'] });
      return Promise.resolve(new Response('[]'));
    },
  };
  runInNewContext(script, { window, URL, URLSearchParams, atob, TextDecoder });
  return { sent, left: Reflect.get(window, 'paintcoEarlyReads') as unknown };
}

describe("index.html's inline bootstrap, as built", () => {
  const before = process.env['VITE_API_URL'];
  afterEach(() => {
    if (before === undefined) delete process.env['VITE_API_URL'];
    else process.env['VITE_API_URL'] = before;
  });

  it("starts My Orders' reads on the app's own /api, and nothing on the home page", async () => {
    const script = await buildWith(undefined);
    expect(script).not.toMatch(/import\.meta|<\/script/i);
    const { sent, left } = run(script, '/dashboard/myOrders');
    expect(sent).toEqual([
      { url: `${ORIGIN}/api/order?email=ann%40example.test`, authorization: `Bearer ${TOKEN}` },
      { url: `${ORIGIN}/api/admin/ann%40example.test`, authorization: `Bearer ${TOKEN}` },
    ]);
    expect(left).toHaveLength(2);
    expect(run(script, '/').sent).toEqual([]);
  });

  it('starts nothing when the build calls an API on another origin', async () => {
    const script = await buildWith('https://api.elsewhere.test');
    expect(run(script, '/dashboard/myOrders').sent).toEqual([]);
  });
});

/** The tool's name slot after `script` ran on a tool page's frame whose read answered. */
async function paintedToolName(script: string): Promise<string> {
  const slot = {
    tagName: 'SPAN',
    textContent: 'Loading',
    getAttribute: () => 'name',
    setAttribute: () => undefined,
  };
  const kept: Record<string, string> = {
    accessToken: TOKEN,
    accessTokenHolder: JSON.stringify({ email: EMAIL, name: 'Ann' }),
  };
  const window = {
    location: { origin: ORIGIN, pathname: '/tool/t-1', search: '' },
    localStorage: { getItem: (key: string) => kept[key] ?? null },
    fetch: () => Promise.resolve(Response.json({ name: 'Roller', price: 5 })),
    document: {
      readyState: 'complete',
      querySelectorAll: () => [slot],
      addEventListener: () => undefined,
    },
  };
  runInNewContext(script, { window, URL, URLSearchParams, atob, TextDecoder, Date });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return slot.textContent;
}

describe("the inline bootstraps' painters", () => {
  it("are in the painting frames' script only, not in index.html's", async () => {
    delete process.env['VITE_API_URL'];
    const readsOnly = await buildInlineBootstrap({ root, mode: 'production', envDir: root });
    const painting = await buildInlineBootstrap({
      root,
      mode: 'production',
      envDir: root,
      entry: PAINTING_BOOTSTRAP_ENTRY,
    });
    expect(await paintedToolName(readsOnly)).toBe('Loading');
    expect(await paintedToolName(painting)).toBe('Roller');
  });
});
