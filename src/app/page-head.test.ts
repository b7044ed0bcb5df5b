import { describe, expect, it } from 'vitest';
import { headOf, pageHead } from './page-head';

describe('page heads', () => {
  it('names a page after itself and the store, with a description when it gives one', () => {
    expect(pageHead('My Orders')).toEqual({ meta: [{ title: 'My Orders · PaintCo' }] });
    expect(pageHead('Blogs', 'Tips.')).toEqual({
      meta: [{ title: 'Blogs · PaintCo' }, { name: 'description', content: 'Tips.' }],
    });
  });

  it('takes the deepest title and description of the matches, ignoring what is not a tag', () => {
    const matches = [
      { meta: [{ title: 'Root' }, { name: 'description', content: 'Root page.' }] },
      {},
      { meta: 'not a list' },
      { meta: [null, { title: 42 }, { title: 'My Orders · PaintCo' }] },
    ];
    expect(headOf(matches)).toEqual({
      title: 'My Orders · PaintCo',
      description: 'Root page.',
    });
    expect(headOf([])).toEqual({});
  });
});
