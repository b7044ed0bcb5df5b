import { describe, expect, it } from 'vitest';
import { nameSlug, slugIndex, slugPath, toolPagePath } from './tool-slug';

const tool = (_id: string, name: string) => ({ _id, name });

describe('nameSlug', () => {
  it.for([
    ['Angled Sash Brush', 'angled-sash-brush'],
    ['  Crème   Brûlée — 2" Roller!! ', 'creme-brulee-2-roller'],
    ['</script><img onerror=alert(1)>', 'script-img-onerror-alert-1'],
    ['油漆刷 Pro', '油漆刷-pro'],
    ['!!!', 'tool'],
    ['a'.repeat(80), 'a'.repeat(60)],
    [`${'a'.repeat(29)} ${'b'.repeat(30)}`, `${'a'.repeat(29)}-${'b'.repeat(30)}`],
    [`${'a'.repeat(29)} ${'b'.repeat(31)}`, 'a'.repeat(29)],
  ] as [string, string][])('makes %j into %j', ([name, slug]) => {
    expect(nameSlug(name)).toBe(slug);
  });

  it('cuts a long name at a word, never in the middle of one', () => {
    const slug = nameSlug(
      'Extra wide professional flat brush for exterior walls and fences in oak',
    );
    expect(slug).toBe('extra-wide-professional-flat-brush-for-exterior-walls-and');
    expect(slug.length).toBeLessThanOrEqual(60);
  });
});

describe('slugIndex', () => {
  const roller = tool('3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01', 'Paint Roller');
  const brush = tool('3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e02', 'Flat Brush');

  it('gives each tool its name and the last eight letters of its id', () => {
    const { pages } = slugIndex([roller, brush]);
    expect(pages.map((page) => page.slug)).toEqual([
      'paint-roller-2c3d4e01',
      'flat-brush-2c3d4e02',
    ]);
  });

  it('finds a tool by its slug, and by its old name after a rename, with the canonical slug', () => {
    const index = slugIndex([roller, { ...brush, name: 'Wide Flat Brush' }]);
    expect(index.find('flat-brush-2c3d4e02')).toEqual({
      tool: { ...brush, name: 'Wide Flat Brush' },
      slug: 'wide-flat-brush-2c3d4e02',
    });
    expect(index.find('wide-flat-brush-2c3d4e02')?.slug).toBe('wide-flat-brush-2c3d4e02');
  });

  it('finds a tool by its piece alone', () => {
    expect(slugIndex([roller, brush]).find('2c3d4e02')?.tool).toBe(brush);
  });

  it('finds a tool by the whole id, the path the app links to', () => {
    const index = slugIndex([roller, brush]);
    const path = toolPagePath(brush);
    expect(path).toBe('/tools/flat-brush-3f6d0c1e8a4b4c2d9e1f0a1b2c3d4e02');
    expect(index.find(decodeURIComponent(path.slice('/tools/'.length)))?.tool).toBe(brush);
  });

  it('gives a newer tool whose id ends like an older one a longer piece, and keeps the older one', () => {
    const older = tool('aaaaaaaa-0000-0000-0000-000012345678', 'Same Name');
    const newer = tool('bbbbbbbb-0000-0000-0000-000912345678', 'Same Name');
    const index = slugIndex([older, newer]);
    expect(index.pages.map((page) => page.slug)).toEqual([
      'same-name-12345678',
      'same-name-912345678',
    ]);
    expect(index.find('same-name-12345678')?.tool).toBe(older);
    expect(index.find('same-name-912345678')?.tool).toBe(newer);
    // Once the older is deleted, the newer's short slug is its own, and its long one redirects.
    const after = slugIndex([newer]);
    expect(after.find('same-name-912345678')).toEqual({ tool: newer, slug: 'same-name-12345678' });
  });

  it('finds nothing for an unknown id, a short piece or a slug without one', () => {
    const index = slugIndex([roller]);
    for (const slug of ['paint-roller-99999999', 'paint-roller-4e01', 'paint-roller', '', '-']) {
      expect(index.find(slug)).toBeUndefined();
    }
  });

  it('escapes a slug of other scripts in its path', () => {
    expect(slugPath('油漆刷-2c3d4e01')).toBe('/tools/%E6%B2%B9%E6%BC%86%E5%88%B7-2c3d4e01');
  });
});
