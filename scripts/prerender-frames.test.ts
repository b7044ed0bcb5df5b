import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyReadsOf } from '../src/app/early-reads';
import { adminCalls } from '../src/ports/calls/admin.calls';
import { approvalCalls } from '../src/ports/calls/approvals.calls';
import { cartCalls } from '../src/ports/calls/cart.calls';
import { companyCalls } from '../src/ports/calls/companies.calls';
import { quoteCalls } from '../src/ports/calls/quotes.calls';
import { refundCalls } from '../src/ports/calls/refunds.calls';
import { reviewCalls } from '../src/ports/calls/reviews.calls';
import {
  ACCOUNT_CALLS,
  FRAMED_ROUTES,
  frameFileOf,
  LATER_CALLS,
  samplePath,
} from './prerender-frames';
import { appFullPaths } from './stack/app-routes';

const root = resolve(import.meta.dirname, '..');

describe('the frames of the signed-in pages', () => {
  it('are for routes the router has, each with a file of its own', () => {
    const routes = appFullPaths(readFileSync(resolve(root, 'src/app/routeTree.gen.ts'), 'utf8'));
    for (const { route } of FRAMED_ROUTES) expect(routes).toContain(route);
    const files = FRAMED_ROUTES.map(({ route }) => frameFileOf(route));
    expect(new Set(files).size).toBe(FRAMED_ROUTES.length);
  });

  // The HTTP adapter makes only the home page's reads (the tools, the reviews) and the
  // session's role check without loading the account's calls (api.http.ts's EagerCall).
  it('preload the account calls when their first read is one of them', () => {
    const eager = (path: string) => path === 'tool' || path === 'review' || /^admin\//.test(path);
    for (const { route, modules } of FRAMED_ROUTES) {
      const reads = earlyReadsOf(samplePath(route), {}, 'someone@example.com');
      expect(reads.length, route).toBeGreaterThan(0);
      if (reads.some(({ path }) => !eager(path))) expect(modules, route).toContain(ACCOUNT_CALLS);
    }
  });

  // The tables of src/adapters/http/later-calls.http.ts.
  it('preload the later calls when one of their first reads is one of them', () => {
    const tables = [
      cartCalls,
      quoteCalls,
      reviewCalls,
      adminCalls,
      companyCalls,
      refundCalls,
      approvalCalls,
    ];
    const laterReads = new Set(
      tables
        .flatMap((table) => Object.values(table))
        .filter((spec) => spec.method === 'get')
        .map((spec) => spec.path.slice(1)),
    );
    const framesReadingLater = FRAMED_ROUTES.filter(({ route }) =>
      earlyReadsOf(samplePath(route), {}, 'someone@example.com').some(({ path }) =>
        laterReads.has(path),
      ),
    );
    expect(framesReadingLater.map(({ route }) => route).sort()).toEqual(['/cart', '/tool/$id']);
    for (const { route, modules } of framesReadingLater)
      expect(modules, route).toContain(LATER_CALLS);
  });

  it('are picked for a path of their route, a dynamic segment and a trailing slash included', () => {
    expect(frameFileOf('/dashboard/myOrders')).toBe('frames/dashboard-myOrders.html');
    expect(frameFileOf('/dashboard/myOrders/')).toBe('frames/dashboard-myOrders.html');
    expect(frameFileOf('/dashboard/manageOrders')).toBe('frames/dashboard-manageOrders.html');
    expect(frameFileOf('/tool/0f8e1a6c-9b7d-4c3e-8a2f-5d4b3c2a1e00')).toBe('frames/tool-id.html');
    expect(frameFileOf('/dashboard/order/abc')).toBe('frames/dashboard-order-id.html');
    expect(frameFileOf('/cart')).toBe('frames/cart.html');
  });

  it('are not picked for another page, a deeper path or an empty segment', () => {
    for (const path of [
      '/',
      '/blogs',
      '/dashboard',
      '/tool/',
      '/tool/a/b',
      '/dashboard/myOrdersX',
    ]) {
      expect(frameFileOf(path), path).toBeUndefined();
    }
  });
});
