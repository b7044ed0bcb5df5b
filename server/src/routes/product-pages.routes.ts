// The tools' public pages, for visitors and search engines: GET /tools/{slug} (HTML drawn
// here, from the catalogue as it is now), /sitemap.xml and /robots.txt, and GET
// /tool-page/{slug} (the same tool as JSON, for the app's own /tools/{slug} page). The web
// server of `npm start` and nginx in the cluster pass these paths on unchanged.
//
// They read the tool cache, which every tool write (in any process) clears, and tell
// browsers and proxies to ask again each time: a tool added, edited or deleted shows (or
// is gone) on the next request.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { refuse } from '../http/refuse';
import { slugPath } from '../../../src/domain/tool-slug';
import { missingToolPageHtml, productPageHtml } from '../web-pages/product-page.html';
import { PAGE_POLICY } from '../web-pages/page-frame.html';
import { robotsTxt, sitemapXml } from '../web-pages/sitemap.xml';
import type { ToolCatalogCache } from './tool-catalog.cache';

/** Each request is answered from the catalogue as it is then (cheap: the cache holds it). */
const FRESH = 'no-cache';

function page(c: Context, body: string, status: 200 | 404) {
  return c.body(body, status, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Security-Policy': PAGE_POLICY,
    'Cache-Control': FRESH,
  });
}

/** `siteUrl`: the store's address as people reach it, for canonical and sitemap URLs. */
export function productPageRoutes(catalog: ToolCatalogCache, siteUrl: string) {
  const site = siteUrl.replace(/\/+$/, '');
  return new Hono<AppEnv>()
    .get('/tools/:slug', async (c) => {
      const match = (await catalog.pages()).find(c.req.param('slug'));
      if (match === undefined) return page(c, missingToolPageHtml(), 404);
      const canonical = slugPath(match.slug);
      // An old name, or a longer piece of the id: one address per tool.
      if (new URL(c.req.url).pathname !== canonical) {
        c.header('Cache-Control', FRESH);
        return c.redirect(canonical, 301);
      }
      return page(c, productPageHtml(match, site), 200);
    })
    .get('/tool-page/:slug', async (c) => {
      const match = (await catalog.pages()).find(c.req.param('slug'));
      if (match === undefined) return refuse({ code: 'no-such-tool' });
      c.header('Cache-Control', FRESH);
      return c.json(match);
    })
    .get('/sitemap.xml', async (c) => {
      const { pages } = await catalog.pages();
      return c.body(
        sitemapXml(
          site,
          pages.map((each) => each.slug),
        ),
        200,
        { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': FRESH },
      );
    })
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(site), 200, {
        'Content-Type': 'text/plain; charset=UTF-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    );
}
