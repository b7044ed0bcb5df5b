import { describe, expect, it } from 'vitest';
import { scriptsAtLowPriority } from './prerender-priority';

describe('scriptsAtLowPriority', () => {
  it('asks for the entry script and every modulepreload at low priority', () => {
    const head = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<link rel="icon" href="/favicon.svg" />',
      '<script>inline()</script>',
    ].join('\n');
    expect(scriptsAtLowPriority(head).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
      '<link rel="icon" href="/favicon.svg" />',
      '<script>inline()</script>',
    ]);
  });

  it('leaves a priority already given alone', () => {
    const tag = '<link rel="modulepreload" fetchpriority="high" href="/assets/x.js">';
    expect(scriptsAtLowPriority(tag)).toBe(tag);
  });
});
