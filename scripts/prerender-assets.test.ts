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
  // A chunk of several modules (vite.config.ts's groups): the manifest names none of them.
  '_signed-in-a1.js': { file: 'assets/signed-in-a1.js', name: 'signed-in', imports: ['_xs.js'] },
  '_xs.js': { file: 'assets/xs.js' },
  'src/app/shopper-cart.ts': { file: 'assets/shopper-cart.js', imports: ['_signed-in-a1.js'] },
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

  it('take in the chunk of each module the page loads on its way, a chunk of several too', () => {
    const { scripts } = routeAssets(manifest, 'src/app/routes/quote.tsx', [
      'src/machines/session.actors.ts',
      'src/adapters/http/account-api.http.ts',
      'src/app/shopper-cart.ts',
    ]);
    expect(scripts).toEqual([
      'assets/quote.js',
      'assets/signed-in-a1.js',
      'assets/xs.js',
      'assets/shopper-cart.js',
    ]);
  });

  it('refuse a module the build has no chunk of, rather than leave it out', () => {
    expect(() => routeAssets(manifest, 'src/app/routes/quote.tsx', ['src/app/gone.ts'])).toThrow(
      'The build has no chunk of src/app/gone.ts to preload',
    );
  });
});
