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

    it('can be cleared when empty, and used again after', () => {
      store.clear();
      expect(store.get()).toBeNull();
      store.set('token-3');
      expect(store.get()).toBe('token-3');
    });
  });
}
