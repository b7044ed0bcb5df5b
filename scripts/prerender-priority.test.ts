import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './prerender-priority';

const head = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '<link rel="icon" href="/favicon.svg" />',
  '<script>scrollRestoration()</script>',
  '<link rel="modulepreload" crossorigin href="/assets/route-c.js">',
  '</head>',
].join('\n');

describe('scriptsAfterFirstPaint', () => {
  it('leaves no script tag or modulepreload for the parser to fetch', () => {
    const page = scriptsAfterFirstPaint(head);
    expect(page).not.toMatch(/<script[^>]*\ssrc=/);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(page).toContain('<script>scrollRestoration()</script>');
  });

  it('adds the same entry and preloads from an inline script after the first frame', () => {
    const page = scriptsAfterFirstPaint(head);
    const loader = /<script>(\(function\(\)\{var done[\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      createElement: (name: string) => ({ name }),
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(added).toEqual([]);
    for (const frame of frames) frame();
    for (const timer of timers) timer();
    expect(added).toEqual([
      { name: 'link', rel: 'modulepreload', href: '/assets/react-b.js', crossOrigin: '' },
      { name: 'link', rel: 'modulepreload', href: '/assets/route-c.js', crossOrigin: '' },
      { name: 'script', type: 'module', src: '/assets/index-a.js', crossOrigin: '' },
    ]);
  });

  it('refuses a page without an entry script', () => {
    expect(() => scriptsAfterFirstPaint('<head></head>')).toThrow('no module script');
  });
});
