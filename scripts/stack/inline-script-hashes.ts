// The sha256 sources that let a Content-Security-Policy run the inline scripts of the
// built pages (the prerendered pages carry the router's scroll-restoration script) without
// 'unsafe-inline'. Computed from the files themselves, so a rebuild that changes a script
// changes its hash with it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** A CSP source such as 'sha256-…' for one script's text, as the browser hashes it. */
export function sha256Source(text: string): string {
  // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The hash source of every inline script in a page (scripts with a src need none). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !HAS_SRC.test(attributes))
    .map(([, , text = '']) => sha256Source(text));
}

/** The hash sources of every inline script in every .html file under `dir`, each once. */
export function inlineScriptHashesInDir(dir: string): string[] {
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const hashes = pages.flatMap((file) => inlineScriptHashes(readFileSync(join(dir, file), 'utf8')));
  return [...new Set(hashes)].sort();
}
