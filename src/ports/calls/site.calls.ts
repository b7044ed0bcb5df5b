// What the API serves besides calls: its health and readiness, the tools' public pages for
// search engines, the sitemap and robots.txt, the images, and this API's own description.
import * as v from 'valibot';
import { call } from './call';

const HTML = { file: 'text/html' };

export const siteCalls = {
  health: call({
    method: 'get',
    path: '/health',
    access: 'public',
    summary: 'The process lives (it may not be able to serve: see /ready).',
    reply: v.object({ status: v.string() }),
  }),
  ready: call({
    method: 'get',
    path: '/ready',
    access: 'public',
    summary:
      'Able to serve: the database answers and tool changes are heard (503 with Retry-After when not).',
    reply: v.object({ status: v.string(), database: v.string(), listening: v.string() }),
    otherStatuses: [503],
  }),
  productPage: call({
    method: 'get',
    path: '/tools/:slug',
    access: 'public',
    summary: "A tool's public page, as HTML for search engines and link previews.",
    params: { slug: v.string() },
    reply: HTML,
    otherStatuses: [301, 404],
  }),
  sitemap: call({
    method: 'get',
    path: '/sitemap.xml',
    access: 'public',
    summary: 'The sitemap of the public pages.',
    reply: { file: 'application/xml' },
  }),
  robots: call({
    method: 'get',
    path: '/robots.txt',
    access: 'public',
    summary: 'robots.txt.',
    reply: { file: 'text/plain' },
  }),
  image: call({
    method: 'get',
    path: '/images/:file',
    access: 'public',
    summary: 'An image: a demo one, or one an admin uploaded.',
    params: { file: v.string() },
    reply: { file: 'image/*' },
    otherStatuses: [404],
  }),
  openApiDocument: call({
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    summary: 'This document.',
    reply: { file: 'application/json' },
  }),
  apiReference: call({
    method: 'get',
    path: '/docs',
    access: 'public',
    summary: 'The interactive reference of this API.',
    reply: HTML,
  }),
  apiReferenceScript: call({
    method: 'get',
    path: '/docs/scalar.js',
    access: 'public',
    summary: "The reference page's script.",
    reply: { file: 'text/javascript' },
  }),
};
