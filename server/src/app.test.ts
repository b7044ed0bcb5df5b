// Cross-cutting behaviour: health and readiness, CORS, security headers, unknown paths, and that no
// input at all produces a 500.
import { describe, expect, it } from 'vitest';
import { aTool, buildTestApp, webOrigin } from './testing/test-app';
import { setupRouteTest } from './testing/setup-route-test';
import { expectRefusalBody } from './testing/refusal-body';

const t = setupRouteTest();

describe('operations', () => {
  it('is healthy while it lives, and ready only while its database answers', async () => {
    expect(await t.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.call('GET', '/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    const down = buildTestApp(t.db, { databaseReady: () => Promise.reject(new Error('x')) });
    expect((await down.call('GET', '/health')).status).toBe(200);
    const notReady = await down.app.request('/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await notReady.json()).toMatchObject({
      database: 'unreachable',
      message: expect.stringMatching(/cannot reach its database/) as unknown,
    });
  });

  it('is not ready while it cannot hear changes to the catalogue', async () => {
    const deaf = { live: false, subscribe: () => () => undefined };
    const notReady = await buildTestApp(t.db, { toolChanges: deaf }).call('GET', '/ready');
    expect(notReady).toMatchObject({
      status: 503,
      body: { database: 'ok', listening: 'not listening' },
    });
  });

  it('allows CORS from the web app only', async () => {
    const preflight = (origin: string) =>
      t.app.request('/tool', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    expect((await preflight(webOrigin)).headers.get('Access-Control-Allow-Origin')).toBe(webOrigin);
    expect(
      (await preflight('https://evil.example')).headers.get('Access-Control-Allow-Origin'),
    ).toBeNull();
  });

  it('sends security headers and serves the tool images', async () => {
    const image = await t.app.request('/images/paint-roller.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(image.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect((await t.app.request('/images/../package.json')).status).toBe(404);
  });

  it('answers unknown paths with 404 and a message', async () => {
    expect(await t.call('GET', '/nothing/here')).toMatchObject({
      status: 404,
      body: { message: 'There is no GET /nothing/here here.' },
    });
  });

  it('logs one line per request without the query or the token', async () => {
    const lines: string[] = [];
    const logged = buildTestApp(t.db, { log: (line) => lines.push(line) });
    const token = (await logged.signInEveryone()).customer;
    await logged.call('GET', '/order?email=customer@paintco.test', { token });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/order 200 \d+\.\dms$/);
  });
});

describe('no input produces a 500', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string][] = [
    ['PUT', '/user/customer@paintco.test'],
    ['GET', '/admin/customer@paintco.test'],
    ['POST', '/tool'],
    ['DELETE', `/tool/${id}`],
    ['POST', '/review'],
    ['POST', '/order'],
    ['GET', '/order?email=%00'],
    ['GET', `/order/${id}`],
    ['PATCH', `/order/${id}`],
    ['DELETE', `/order/${id}`],
    ['PUT', `/order/${id}`],
    ['POST', '/create-payment-intent'],
    ['GET', '/user?email=a@b'],
    ['PATCH', '/user/customer@paintco.test'],
    ['PUT', '/user/admin/%E0%A4%A'],
    ['POST', '/payments/local/confirm'],
  ];
  const bodies = [
    'null',
    '[]',
    '"text"',
    '12',
    '{"__proto__":{"admin":true}}',
    '{"toolId":"x","toolQty":1e308,"name":{},"address":[],"phone":null}',
    JSON.stringify({ ...aTool, price: 2 ** 53, minQty: -1 }),
    '{"rating":"\u0000","message":"\ud800"}',
    '{"orderId":"00000000-0000-4000-8000-000000000000","transactionId":"' + 'x'.repeat(300) + '"}',
    '{',
    '',
  ];

  it.each(routes)('%s %s', async (method, path) => {
    for (const caller of ['anonymous', 'customer', 'admin'] as const) {
      // GET carries no body; one pass with none is enough there.
      for (const rawBody of method === 'GET' ? [undefined] : bodies) {
        const result = await t.call(method, path, {
          token: t.tokens[caller],
          ...(rawBody === undefined ? {} : { rawBody }),
          headers: { 'Content-Type': 'application/json' },
        });
        expect(result.status, `${caller} ${rawBody}`).toBeGreaterThanOrEqual(200);
        expect(result.status, `${caller} ${rawBody}`).toBeLessThan(500);
        if (result.status >= 400) expectRefusalBody(result.body);
      }
    }
    expect(await t.deps.tools.list()).toEqual([]);
    expect(await t.deps.orders.listAll()).toEqual([]);
  });
});
