import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFullPaths, appRouteMatcher, appRoutesSource } from './app-routes';

const root = resolve(import.meta.dirname, '../..');

describe('the pages of the app, from the route tree', () => {
  it('lists every full path the router declares, once', () => {
    const paths = appFullPaths(readFileSync(resolve(root, 'src/app/routeTree.gen.ts'), 'utf8'));
    expect(paths).toContain('/');
    expect(paths).toContain('/tool/$id');
    expect(paths).toContain('/dashboard/myOrders');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('matches every page, deep links and a trailing slash included', () => {
    const isPage = appRouteMatcher(root);
    for (const path of [
      '/',
      '/blogs',
      '/login',
      '/dashboard',
      '/dashboard/',
      '/dashboard/myOrders',
      '/tool/0f8e1a6c-9b7d-4c3e-8a2f-5d4b3c2a1e00',
      '/dashboard/payment/abc',
    ]) {
      expect(isPage(path), path).toBe(true);
    }
  });

  it('does not match an unknown path, a deeper one, or a parameter left empty', () => {
    const isPage = appRouteMatcher(root);
    for (const path of ['/nope', '/blogs/old-post', '/tool/', '/tool/a/b', '/dashboard/nothing']) {
      expect(isPage(path), path).toBe(false);
    }
  });

  it('escapes what a path could hold that means something in a regular expression', () => {
    const pattern = new RegExp(appRoutesSource(['/a.b']));
    expect(pattern.test('/a.b')).toBe(true);
    expect(pattern.test('/axb')).toBe(false);
  });
});
