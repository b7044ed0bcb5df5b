// Which paths are pages of the app, read from the router's generated route tree, so that a
// server answers an unknown path with 404 (and the app shell, which shows the not-found
// page) while every real page, deep links included, answers 200.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROUTE_TREE = 'src/app/routeTree.gen.ts';

/** The full paths the route tree declares, e.g. `/`, `/tool/$id`, `/dashboard/myOrders`. */
export function appFullPaths(routeTreeSource: string): string[] {
  const paths = new Set<string>();
  for (const match of routeTreeSource.matchAll(/fullPath: '([^']*)'/g)) {
    if (match[1] !== undefined) paths.add(match[1]);
  }
  return [...paths].sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path's regular expression source: `$param` is one segment; a trailing slash is allowed. */
export function pathSource(fullPath: string): string {
  const trimmed = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  if (trimmed === '/') return '/';
  const segments = trimmed
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)));
  return `${segments.join('/')}/?`;
}

/** One anchored regular expression source matching every page of the app. */
export function appRoutesSource(fullPaths: readonly string[]): string {
  return `^(?:${fullPaths.map(pathSource).join('|')})$`;
}

/** The regular expression source matching every page of the app of the checkout `root`. */
export const appRoutesOf = (root: string): string =>
  appRoutesSource(appFullPaths(readFileSync(resolve(root, ROUTE_TREE), 'utf8')));

/** Tells a page of the app from an unknown path. */
export function appRouteMatcher(root: string): (path: string) => boolean {
  const pattern = new RegExp(appRoutesOf(root));
  return (path) => pattern.test(path);
}
