// sitemap.xml and robots.txt: the store's public pages and every tool's page, as the
// catalogue is now, so search engines find each product.
import { slugPath } from '../../../src/domain/tool-slug';
import { PUBLIC_PAGE_PATHS } from '../../../src/domain/public-pages';

const xmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `slugs`: the tools' canonical slugs; `siteUrl`: the store's address, no trailing slash. */
export function sitemapXml(siteUrl: string, slugs: readonly string[]): string {
  const paths = [...PUBLIC_PAGE_PATHS, ...slugs.map(slugPath)];
  const entries = paths.map((path) => `  <url><loc>${xmlText(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
