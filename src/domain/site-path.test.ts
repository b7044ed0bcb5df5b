import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './site-path';
import { isWebAddress } from './web-address';

describe('a path on this site', () => {
  it.each(['/', '/images/a.svg', '/images//', '/a b.png', '/dashboard?tab=1#top'])(
    'is %j',
    (path) => {
      expect(isSameSitePath(path)).toBe(true);
    },
  );

  it.each([
    42,
    undefined,
    '',
    'images/a.svg',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/images/a\\b.png',
    '/\t/evil.example',
    '/\n/evil.example',
    '/images/a\u0001.png',
    '/images/a\u001f.png',
    '/images/a\u007f.png',
  ])('is not %j', (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });
});

describe('a web address', () => {
  it.each(['https://paint.example/x.png', 'HTTP://paint.example:8080/a?b=c', 'https://x'])(
    'is %j',
    (address) => {
      expect(isWebAddress(address)).toBe(true);
    },
  );

  it.each([
    'ftp://paint.example/x.png',
    'javascript:https://evil.example/x.png',
    'see https://paint.example/x.png',
    'https://paint.example/a b.png',
    'https://evil.example\\@paint.example/x.png',
    'https://paint.example/\u0007.png',
    'https://paint.example/\u007f.png',
    'http://[::1/x.png',
    'https://',
  ])('is not %j', (address) => {
    expect(isWebAddress(address)).toBe(false);
  });
});
