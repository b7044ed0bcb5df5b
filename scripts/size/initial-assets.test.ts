import { describe, expect, it } from 'vitest';
import { htmlEntries, initialAssets, inlineScripts, staticImports } from './initial-assets';

const html = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
  <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
</head><body><div id="root"></div></body></html>`;

describe('the initial assets of a page', () => {
  it('reads module scripts, modulepreloads and stylesheets from the HTML, not icons', () => {
    expect(htmlEntries(html)).toEqual({
      scripts: ['/assets/index-a1.js', '/assets/vendor-b2.js'],
      styles: ['/assets/index-c3.css'],
    });
  });

  it('reads the inline scripts, not those with a src', () => {
    const page = html.replace('</head>', '<script>start()</script></head>');
    expect(inlineScripts(page)).toEqual(['start()']);
  });

  it('tells static imports from dynamic ones', () => {
    const code =
      'import{a as b}from"./vendor-b2.js";import"./side-effect.js";export*from"./re-export.js";' +
      'const lazy=()=>import("./route-home.js");const toast=import(`./toast.js`);';
    expect(staticImports(code)).toEqual(['./vendor-b2.js', './side-effect.js', './re-export.js']);
  });

  it('follows static imports through the chunks, once each, and leaves lazy chunks out', () => {
    const files: Record<string, string> = {
      '/assets/index-a1.js': 'import{x}from"./shared-d4.js";const r=()=>import("./route-e5.js");',
      '/assets/vendor-b2.js': 'import"./shared-d4.js";',
      '/assets/shared-d4.js': 'export const x=1;',
      '/assets/route-e5.js': 'import"./firebase-f6.js";',
    };
    const read = (path: string) => {
      const code = files[path];
      if (code === undefined) throw new Error(`read ${path}`);
      return code;
    };

    expect(initialAssets(html, read)).toEqual({
      scripts: ['/assets/index-a1.js', '/assets/vendor-b2.js', '/assets/shared-d4.js'],
      styles: ['/assets/index-c3.css'],
    });
  });
});
