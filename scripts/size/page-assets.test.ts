import { describe, expect, it } from 'vitest';
import type { Manifest } from '../prerender-assets';
import { pageChunks } from './page-assets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/tool.tsx?tsr-split=component': {
    file: 'assets/tool.js',
    imports: ['_react.js', '_button.js'],
  },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  '_checkout.machine-X.js': { file: 'assets/checkout.machine-X.js' },
  'src/ui/dialog.tsx': { file: 'assets/dialog.js' },
};

describe('pageChunks', () => {
  it('takes the modules’ chunks and their static imports, not the first load’s', () => {
    const first = new Set(['/assets/index.js', '/assets/react.js']);
    expect(pageChunks(manifest, ['routes/tool.tsx?tsr-split', 'checkout.machine'], first)).toEqual([
      'assets/tool.js',
      'assets/button.js',
      'assets/checkout.machine-X.js',
    ]);
  });

  it('refuses a module the build does not have', () => {
    expect(() => pageChunks(manifest, ['routes/gone.tsx'], new Set())).toThrow(
      'No chunk of routes/gone.tsx',
    );
  });
});
