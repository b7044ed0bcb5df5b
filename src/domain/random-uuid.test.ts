import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

describe('randomUuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a new version 4 UUID each time', () => {
    const ids = Array.from({ length: 50 }, randomUuid);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('works where crypto.randomUUID is missing (plain http at an address not localhost)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(randomUuid()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
