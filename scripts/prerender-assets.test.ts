import { describe, expect, it } from 'vitest';
import { routeAssets, type Manifest } from './prerender-assets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_content-page.js': { file: 'assets/content-page.js', css: ['assets/content-page.css'] },
  'src/app/routes/blogs.tsx?tsr-split=component': {
    file: 'assets/blogs.js',
    css: ['assets/blogs.css'],
    imports: ['_content-page.js', '_react.js', 'index.html'],
  },
  'src/app/routes/blogs.tsx?tsr-split=errorComponent': { file: 'assets/blogs-error.js' },
  'src/app/routes/quote.tsx?tsr-split=component': {
    file: 'assets/quote.js',
    css: ['assets/quote.css'],
  },
};

describe('a prerendered route’s assets', () => {
  it('are the entry styles, then the route chunk’s styles and those of what it imports', () => {
    expect(routeAssets(manifest, 'src/app/routes/blogs.tsx')).toEqual({
      css: ['assets/index.css', 'assets/blogs.css', 'assets/content-page.css'],
      scripts: ['assets/blogs.js', 'assets/content-page.js'],
    });
  });

  it('leave out other routes, the entry’s own imports and error chunks', () => {
    const { scripts, css } = routeAssets(manifest, 'src/app/routes/quote.tsx');
    expect(scripts).toEqual(['assets/quote.js']);
    expect(css).toEqual(['assets/index.css', 'assets/quote.css']);
  });

  it('are just the entry styles for a route with no split chunk', () => {
    expect(routeAssets(manifest, 'src/app/routes/index.tsx')).toEqual({
      css: ['assets/index.css'],
      scripts: [],
    });
  });
});
