// The TokenStore's behaviour, for any adapter: the in-memory fake and local storage.
import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenStore } from '../../ports/token-store.port';

/** `makeStore` gives an empty store each time (for local storage: cleared first). */
export function describeTokenStoreContract(
  name: string,
  makeStore: () => TokenStore | Promise<TokenStore>,
): void {
  describe(`TokenStore contract: ${name}`, () => {
    let store: TokenStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it('holds no token at first', () => {
      expect(store.get()).toBeNull();
    });

    it('gives back the token it was given', () => {
      store.set('token-1');
      expect(store.get()).toBe('token-1');
    });

    it('keeps only the latest token', () => {
      store.set('token-1');
      store.set('token-2');
      expect(store.get()).toBe('token-2');
    });

    it('forgets the token when cleared', () => {
      store.set('token-1');
      store.clear();
      expect(store.get()).toBeNull();
    });

    it('keeps the holder beside the token', () => {
      store.set('token-1');
      store.setHolder({ email: 'ann@paintco.test', name: 'Ann' });
      expect(store.holder()).toEqual({ email: 'ann@paintco.test', name: 'Ann' });

      store.setHolder({ email: 'ann@paintco.test', name: null });
      expect(store.holder()).toEqual({ email: 'ann@paintco.test', name: null });
    });

    it('drops the holder with its token: a new token, or cleared', () => {
      store.set('token-1');
      store.setHolder({ email: 'ann@paintco.test', name: 'Ann' });
      store.set('token-2');
      expect(store.holder()).toBeNull();

      store.setHolder({ email: 'bo@paintco.test', name: 'Bo' });
      store.clear();
      expect(store.holder()).toBeNull();
    });

    it('keeps no holder without a token', () => {
      store.setHolder({ email: 'ann@paintco.test', name: 'Ann' });
      expect(store.holder()).toBeNull();
    });

    it('can be cleared when empty, and used again after', () => {
      store.clear();
      expect(store.get()).toBeNull();
      store.set('token-3');
      expect(store.get()).toBe('token-3');
    });
  });
}
