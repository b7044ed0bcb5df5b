import { describe, expect, it } from 'vitest';
import { inlinedStyleTags } from './prerender-styles';

describe('the inlined styles of a prerendered page', () => {
  it('hold each stylesheet’s rules and name its file as present, never to be fetched', () => {
    const tags = inlinedStyleTags([
      { file: 'assets/index-1.css', text: 'body{margin:0}' },
      { file: 'assets/cart-2.css', text: '.line{gap:8px}' },
    ]);
    expect(tags).toEqual([
      '<style>body{margin:0}</style>',
      '<link rel="stylesheet" href="/assets/index-1.css" disabled>',
      '<style>.line{gap:8px}</style>',
      '<link rel="stylesheet" href="/assets/cart-2.css" disabled>',
    ]);
  });
});
