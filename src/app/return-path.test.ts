import { describe, expect, it } from 'vitest';
import { isSameSitePath } from '../domain/site-path';
import { returnPath, withRedirect } from './return-path';

describe('the return address after sign-in', () => {
  it.for(['/', '/dashboard', '/dashboard/myOrders?tab=1#top', '/tool/abc-123'])(
    'accepts the same-site path %s',
    (path) => {
      expect(isSameSitePath(path)).toBe(true);
      expect(returnPath(path)).toBe(path);
    },
  );

  it.for([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
  ])('refuses %j and returns home instead', (path) => {
    expect(isSameSitePath(path)).toBe(false);
    expect(returnPath(path)).toBe('/');
  });

  it('returns home when nothing was remembered', () => {
    expect(returnPath(undefined)).toBe('/');
  });

  it('never returns to a login or sign-up page', () => {
    expect(returnPath('/login?redirect=%2Fdashboard')).toBe('/');
    expect(returnPath('/signup')).toBe('/');
  });

  it('carries the remembered page to the other form', () => {
    expect(withRedirect('/signup', '/dashboard/myOrders')).toBe(
      '/signup?redirect=%2Fdashboard%2FmyOrders',
    );
    expect(withRedirect('/login', undefined)).toBe('/login');
  });
});
