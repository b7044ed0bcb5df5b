// The response headers of the built web app, in one place for every server of the build:
// the web server of `npm start` (web-server.ts) and the nginx config of
// `npm run start:cluster` (nginx-config.ts) send exactly these.

/** Hashed assets never change. */
export const CACHE_ASSET = 'public, max-age=31536000, immutable';
/** Pages are asked for again on every visit, so a new build shows at once. */
export const CACHE_PAGE = 'no-cache';
/** Other files (icons, images of public/) may be an hour old. */
export const CACHE_FILE = 'public, max-age=3600';

/**
 * Paths the API answers itself, as they are (not under /api/): the tools' public pages,
 * drawn from the catalogue as it is now, and the sitemap and robots.txt that list them.
 * `/tools` and `/tools/` stay the app's catalogue page.
 */
export const API_PAGE_PATTERN = '^/tools/[^/]+$';
export const API_FILES: readonly string[] = ['/sitemap.xml', '/robots.txt'];

/** Built files whose names carry their content's hash, under this path. */
export const ASSETS_PATH = '/assets/';
/** Written by scripts/prerender.ts: index.html before any page was rendered into it. */
export const APP_SHELL = 'app-shell.html';

/** Every header but the cache's, for a build whose Content-Security-Policy is `policy`. */
export function securityHeaders(policy: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': policy,
    // The app may open the identity provider's sign-in popup and talk to it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    // As the policy's frame-ancestors 'none', for browsers that only know this header.
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}
