// A prerendered page paints from its HTML and inline styles alone; its scripts only make it
// interactive. So it asks for them once it has painted: a script in the head would be
// fetched while the page is parsed, and Lighthouse's simulation (like a congested phone
// link) then counts its download before the page's largest paint. An inline loader adds
// the entry and its modulepreloads after the first frame (or after half a second, in a tab
// that does not paint). A signed-in frame that paints its content from the inline
// bootstrap's early reads waits for that paint too (src/app/early-painted.ts), at most
// EARLY_PAINT_WAIT_MS. The app shell, which has nothing to paint until its scripts run,
// keeps Vite's tags.
import { EARLY_PAINT_WAIT_MS, EARLY_PAINTED_KEY } from '../src/app/early-painted';

const ENTRY = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The inline script that loads `entry` and preloads `preloads` after the first paint, or
 * after the early reads' paint on a frame that paints them.
 */
export function afterPaintLoader(entry: string, preloads: readonly string[]): string {
  const code = [
    '(function(){var done=false;',
    'function add(n,p){var e=document.createElement(n);for(var k in p)e[k]=p[k];',
    'e.crossOrigin="";document.head.appendChild(e)}',
    'function go(){if(done)return;done=true;',
    `${JSON.stringify(preloads)}.forEach(function(h){add("link",{rel:"modulepreload",href:h})});`,
    `add("script",{type:"module",src:${JSON.stringify(entry)}})}`,
    'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    `var p=window[${JSON.stringify(EARLY_PAINTED_KEY)}];`,
    `if(p&&typeof p.then==="function"){p.then(later,later);setTimeout(go,${EARLY_PAINT_WAIT_MS})}`,
    'else{later();setTimeout(go,500)}})()',
  ].join('');
  return `<script>${code}</script>`;
}

/** The page with its entry script and modulepreloads loaded after the first paint. */
export function scriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (entry === undefined) throw new Error('The page has no module script to load');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</head>', `  ${afterPaintLoader(entry, preloads)}\n  </head>`);
}
