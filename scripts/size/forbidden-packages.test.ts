import { describe, expect, it } from 'vitest';
import { forbiddenIn, packageOf } from './forbidden-packages';

describe('forbidden packages in a chunk', () => {
  it('names the package of a source path, scoped or not, nested or not', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('../../node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(
      '@radix-ui/react-dialog',
    );
    expect(packageOf('../../node_modules/a/node_modules/@firebase/auth/dist/x.js')).toBe(
      '@firebase/auth',
    );
    expect(packageOf('../../src/main.tsx')).toBeUndefined();
  });

  it('finds Firebase, Stripe, react-toastify and Radix, and nothing in a clean shell', () => {
    expect(
      forbiddenIn([
        '../../node_modules/react/index.js',
        '../../node_modules/@radix-ui/react-dialog/dist/index.mjs',
        '../../node_modules/@firebase/auth/dist/esm/index.js',
        '../../node_modules/react-toastify/dist/index.mjs',
        '../../node_modules/@stripe/stripe-js/dist/index.mjs',
      ]),
    ).toEqual(['@firebase', '@radix-ui', '@stripe', 'react-toastify']);
    expect(forbiddenIn(['../../node_modules/react-dom/index.js', '../../src/main.tsx'])).toEqual(
      [],
    );
  });

  it('does not mistake a package whose name merely contains a forbidden one', () => {
    expect(forbiddenIn(['../../node_modules/not-firebase-tools/index.js'])).toEqual([]);
  });
});
