import { describe, expect, it } from 'vitest';
import { EARLY_PAINT_WAIT_MS, EARLY_PAINTED_KEY } from '../src/app/early-painted';
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

  /** Runs the page's loader on a stand-in browser; `window` is what the bootstrap left. */
  function runLoader(window: Record<string, unknown> = {}) {
    const loader = /<script>(\(function\(\)\{var done[\s\S]*?)<\/script>/.exec(
      scriptsAfterFirstPaint(head),
    )?.[1];
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const document = {
      createElement: (name: string) => ({ name }),
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    };
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', loader ?? '')(
      window,
      document,
      (callback: () => void) => frames.push(callback),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    const next = <T>(queue: T[]) => queue.splice(0, queue.length);
    return { added, frames: () => next(frames), timers: () => next(timers) };
  }

  const LOADED = [
    { name: 'link', rel: 'modulepreload', href: '/assets/react-b.js', crossOrigin: '' },
    { name: 'link', rel: 'modulepreload', href: '/assets/route-c.js', crossOrigin: '' },
    { name: 'script', type: 'module', src: '/assets/index-a.js', crossOrigin: '' },
  ];

  it('adds the same entry and preloads from an inline script after the first frame', () => {
    const { added, frames, timers } = runLoader();
    expect(added).toEqual([]);
    for (const frame of frames()) frame();
    for (const { run, ms } of timers()) if (ms === 0) run();
    expect(added).toEqual(LOADED);
  });

  it('waits for the early reads’ paint, then a frame, on a frame that paints them', async () => {
    let painted = () => {};
    const paint = new Promise<void>((done) => (painted = done));
    const { added, frames, timers } = runLoader({ [EARLY_PAINTED_KEY]: paint });
    expect(frames()).toEqual([]);
    expect(timers().map(({ ms }) => ms)).toEqual([EARLY_PAINT_WAIT_MS]);
    painted();
    await paint;
    for (const frame of frames()) frame();
    expect(added).toEqual([]);
    for (const { run } of timers()) run();
    expect(added).toEqual(LOADED);
  });

  it('loads the scripts after EARLY_PAINT_WAIT_MS when the early paint has not come', () => {
    const { added, timers } = runLoader({ [EARLY_PAINTED_KEY]: new Promise(() => {}) });
    for (const { run } of timers()) run();
    expect(added).toEqual(LOADED);
  });

  it('refuses a page without an entry script', () => {
    expect(() => scriptsAfterFirstPaint('<head></head>')).toThrow('no module script');
  });
});
