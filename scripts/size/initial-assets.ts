// Which built files a page loads before it can run: index.html's module scripts,
// modulepreloads and stylesheets, plus every chunk those scripts import statically.
// Dynamic `import()` targets (lazy routes, toasts, dialogs, Firebase) are left out.
import { posix } from 'node:path';

export interface InitialAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** Paths (as written in the HTML, e.g. "/assets/index-abc.js") of the page's own tags. */
export function htmlEntries(html: string): InitialAssets {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel')?.toLowerCase();
    if (isScript && attribute(tag, 'type') === 'module') {
      const src = attribute(tag, 'src');
      if (src) scripts.push(src);
    } else if (rel === 'modulepreload') {
      const href = attribute(tag, 'href');
      if (href) scripts.push(href);
    } else if (rel === 'stylesheet') {
      const href = attribute(tag, 'href');
      if (href) styles.push(href);
    }
  }
  return { scripts, styles };
}

/** The text of each inline script of the page (index.html's bootstrap), which runs first. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => text);
}

// `import x from "./a.js"`, `import {a} from"./a.js"`, `import "./a.js"`, `export * from "./a.js"`;
// never `import("./a.js")`, which has a parenthesis right after the keyword.
const staticImport = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(staticImport)].map((match) => match[1] as string);
}

/**
 * Every script the page needs before it runs, following static imports from the entries.
 * `read` returns a built file's text by its path from the site root ("/assets/x.js").
 */
export function initialAssets(html: string, read: (sitePath: string) => string): InitialAssets {
  const entries = htmlEntries(html);
  const seen = new Set<string>();
  const queue = [...entries.scripts];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    for (const specifier of staticImports(read(path))) {
      queue.push(posix.resolve(posix.dirname(path), specifier));
    }
  }
  return { scripts: [...seen], styles: entries.styles };
}
