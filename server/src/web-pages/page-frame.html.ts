// The frame of the pages the API draws itself for visitors and search engines (a tool's
// public page, its not-found page): the store's header and footer, in the app's colours,
// styled inline, so a page needs no other file and no script to be read.
import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { LEGAL_NAME, SITE_NAME } from '../../../src/domain/brand';

/** As the app's titles (src/app/page-head.ts) and its navbar. */
export const STORE_NAME = SITE_NAME;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#14213d;background:#fff;line-height:1.5}
a{color:#9a3412}
a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
header{background:#14213d}
header nav{max-width:1100px;margin:0 auto;padding:12px 16px;display:flex;gap:20px;align-items:center;flex-wrap:wrap}
header a{color:#fff;text-decoration:none}
header a.brand{font-weight:700;font-size:1.25rem;margin-right:auto}
main{max-width:1100px;margin:0 auto;padding:24px 16px 48px}
.product{display:grid;gap:32px;grid-template-columns:minmax(0,1fr)}
@media (min-width:768px){.product{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.product img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:contain;background:#f4f5f7;border-radius:12px}
h1{font-size:1.953rem;line-height:1.2;margin:0 0 8px;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:32px 0 8px}
.price{font-size:1.5625rem;font-weight:700;margin:0 0 8px}
.stock{font-weight:600;margin:0}
.stock.out{color:#b42318}
.muted{color:#4a5568;margin:0 0 16px}
.order{display:inline-block;padding:12px 24px;border-radius:6px;background:#c2410c;color:#fff;font-weight:600;text-decoration:none}
.order:hover{background:#9a3412}
table{border-collapse:collapse;min-width:16rem}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #767f8f}
td:last-child,th:last-child{text-align:right}
.description{white-space:pre-line;overflow-wrap:anywhere}
footer{border-top:1px solid #767f8f;padding:24px 16px;text-align:center;color:#4a5568}
`;

/** What a frame's `<head>` says of the page; `extraHead` is markup already escaped. */
export interface FrameHead {
  readonly title: string;
  readonly description: string;
  readonly extraHead?: HtmlEscapedString | Promise<HtmlEscapedString>;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Shows "Order" instead of "Sign in to order" to a person whose sign-in the app kept (the
 * link goes to the same signed-in tool page either way; the app checks the sign-in there).
 */
export const SIGNED_IN_SCRIPT =
  "try{if(localStorage.getItem('accessToken')){var o=document.getElementById('order');if(o)o.textContent='Order'}}catch(e){}";

/** Only this frame's own style and script may apply; images may come from any web address. */
export const PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SIGNED_IN_SCRIPT)}`,
  'img-src http: https: data:',
  // Nothing on the page fetches; crawlers' tools read robots.txt from within the page.
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// Built outside the html`` template, whose formatting (Prettier's) would add spaces and a
// ';' inside the elements: a CSP hash holds only for the exact text it was computed from.
const STYLE_ELEMENT = raw(`<style>${STYLE}</style>`);
const SCRIPT_ELEMENT = raw(`<script>${SIGNED_IN_SCRIPT}</script>`);

export function pageFrame(
  head: FrameHead,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${head.title}</title>
        <meta name="description" content="${head.description}" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${STYLE_ELEMENT} ${head.extraHead ?? ''}
      </head>
      <body>
        <header>
          <nav aria-label="Main">
            <a class="brand" href="/">${SITE_NAME}</a>
            <a href="/tools">Tools</a>
            <a href="/blogs">Blogs</a>
            <a href="/portfolio">Portfolio</a>
            <a href="/quote">Request a quote</a>
          </nav>
        </header>
        <main id="main">${body}</main>
        <footer>© ${new Date().getUTCFullYear()} ${LEGAL_NAME}</footer>
        ${SCRIPT_ELEMENT}
      </body>
    </html> `.toString();
}
