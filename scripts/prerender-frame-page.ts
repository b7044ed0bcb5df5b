// A signed-in page's frame as served: the app's page with the frame in its root, and two
// small inline steps that run before the first paint, from what the browser keeps of the
// sign-in (local storage; the server never knows who is signed in):
// - in the head: no kept token means a visitor, who sees nothing of the frame (as from the
//   empty app shell); the app then sends them to sign in, as it always did;
// - right after the root: the greeting gets the name kept beside the token. The frame stays
//   unpainted until then: the browser may paint a page it has only partly read, and a
//   greeting painted empty, then named, would move the navbar's links (a layout shift).
// The Content-Security-Policy lets them run by their hashes (stack/inline-script-hashes.ts).
// The app draws the page over the frame once it has loaded (src/main.tsx, `data-frame`).
import { earlyReadsOf } from '../src/app/early-reads';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY } from '../src/ports/token-store.port';
import type { InlineBootstraps } from './vite/inline-bootstrap-plugin';

const ROOT_ELEMENT = '<div id="root"></div>';
/** What src/app/prerender.tsx writes where the signed-in person's name goes. */
export const NAME_SLOT_ELEMENT = '<span data-frame-name=""></span>';

/** Set on <html> before the first paint when no sign-in is kept. */
const VISITOR = 'data-visitor';
/** Set on the root once the greeting holds the name. */
const NAMED = 'data-named';

const visitorStep = [
  '(function(){var t=null;',
  `try{t=localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)})}catch(e){}`,
  `if(!t)document.documentElement.setAttribute(${JSON.stringify(VISITOR)},"")})()`,
].join('');

const nameStep = [
  '(function(){var h=null;',
  `try{h=JSON.parse(localStorage.getItem(${JSON.stringify(TOKEN_HOLDER_KEY)})||"null")}catch(e){}`,
  'var n=h&&typeof h==="object"?h.name||h.email:"";if(typeof n!=="string")n="";',
  'var s=document.querySelectorAll("[data-frame-name]");',
  'for(var i=0;i<s.length;i++)s[i].textContent=n;',
  `document.getElementById("root").setAttribute(${JSON.stringify(NAMED)},"")})()`,
].join('');

/** The head's part of a frame: the visitor's step and the rule that hides the frame from them. */
export const frameHead = (): string =>
  `<style>html[${VISITOR}] #root[data-frame]{display:none}#root[data-frame]:not([${NAMED}]){visibility:hidden}</style>\n    <script>${visitorStep}</script>`;

/** `page` (the app's page, its root empty) with `frame` in its root and the name step after it. */
export function withFrame(page: string, frame: string): string {
  if (!page.includes(ROOT_ELEMENT)) throw new Error(`The page has no ${ROOT_ELEMENT}`);
  // Replaced by functions: the frame's text may hold `$&` and the like.
  return page
    .replace('</head>', () => `    ${frameHead()}\n  </head>`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-frame="">${frame}</div><script>${nameStep}</script>`,
    );
}

/** Whether a page at `path` paints from one of its early reads (src/app/early-reads.ts). */
export const paintsEarly = (path: string): boolean =>
  earlyReadsOf(path, {}, 'frame@prerender.invalid').some(({ paints }) => paints !== undefined);

/** `page` with index.html's reads-only bootstrap swapped for the one that also paints. */
export function withPaintingBootstrap(page: string, { reads, painting }: InlineBootstraps): string {
  const readsOnly = `<script>${reads}</script>`;
  if (!page.includes(readsOnly)) throw new Error('The page has no inline bootstrap to replace');
  return page.replace(readsOnly, () => `<script>${painting}</script>`);
}
