// The access token in local storage, and in memory when the browser will not store it.
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, TOKEN_HOLDER_KEY } from '../../ports/token-store.port';
import { describeTokenStoreContract } from '../../testing/contracts/token-store.contract';
import { StorageInMemory } from '../memory/storage.in-memory';
import { createLocalStorageTokenStore } from './token-store.local-storage';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage that reads but refuses writes, like a full quota. */
class FullStorage extends StorageInMemory {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

const blocked = (): TokenStorage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describeTokenStoreContract('local storage', () => {
  const storage = new StorageInMemory();
  return createLocalStorageTokenStore(() => storage);
});

describe('with working storage', () => {
  it('keeps the token under the accessToken key', () => {
    const storage = new StorageInMemory();
    const tokens = createLocalStorageTokenStore(() => storage);

    tokens.set('token-1');

    expect(storage.items.get(ACCESS_TOKEN_KEY)).toBe('token-1');
    expect(tokens.get()).toBe('token-1');
  });

  it('finds a token stored on an earlier visit', () => {
    const storage = new StorageInMemory();
    storage.setItem('accessToken', 'from-yesterday');
    expect(createLocalStorageTokenStore(() => storage).get()).toBe('from-yesterday');
  });

  it('clear removes it', () => {
    const storage = new StorageInMemory();
    const tokens = createLocalStorageTokenStore(() => storage);
    tokens.set('token-1');

    tokens.clear();

    expect(storage.items.has(ACCESS_TOKEN_KEY)).toBe(false);
    expect(tokens.get()).toBeNull();
  });

  it('sees a sign-out made in another tab', () => {
    const storage = new StorageInMemory();
    const tokens = createLocalStorageTokenStore(() => storage);
    tokens.set('token-1');

    storage.removeItem(ACCESS_TOKEN_KEY);

    expect(tokens.get()).toBeNull();
  });

  it('gives null when no one has signed in', () => {
    expect(createLocalStorageTokenStore(() => new StorageInMemory()).get()).toBeNull();
  });
});

describe('the holder beside the token', () => {
  it('is kept as JSON under its own key, and removed with the token', () => {
    const storage = new StorageInMemory();
    const tokens = createLocalStorageTokenStore(() => storage);
    tokens.set('token-1');

    tokens.setHolder({ email: 'ann@paintco.test', name: 'Ann' });
    expect(JSON.parse(storage.items.get(TOKEN_HOLDER_KEY) ?? '')).toEqual({
      email: 'ann@paintco.test',
      name: 'Ann',
    });

    tokens.clear();
    expect(storage.items.has(TOKEN_HOLDER_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{email'],
    ['not an object', '"ann@paintco.test"'],
    ['no e-mail', '{"name":"Ann"}'],
    ['a name that is not text', '{"email":"ann@paintco.test","name":7}'],
  ])('is null when what is stored is %s', (_, stored) => {
    const storage = new StorageInMemory();
    storage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    storage.setItem(TOKEN_HOLDER_KEY, stored);

    expect(createLocalStorageTokenStore(() => storage).holder()).toBeNull();
  });

  it('is not kept when storage refuses the token', () => {
    const tokens = createLocalStorageTokenStore(() => new FullStorage());
    tokens.set('fresh');
    tokens.setHolder({ email: 'ann@paintco.test', name: 'Ann' });

    expect(tokens.get()).toBe('fresh');
    expect(tokens.holder()).toBeNull();
  });
});

describe('when storage is unavailable', () => {
  it('keeps the token in memory for the tab', () => {
    const tokens = createLocalStorageTokenStore(blocked);
    expect(tokens.get()).toBeNull();

    tokens.set('token-1');
    expect(tokens.get()).toBe('token-1');

    tokens.clear();
    expect(tokens.get()).toBeNull();
  });

  it('falls back to memory when there is no window at all', () => {
    // The node test environment has no `window`: the default storage getter throws.
    const tokens = createLocalStorageTokenStore();
    tokens.set('token-1');
    expect(tokens.get()).toBe('token-1');
  });

  it('prefers the new token when a write is refused over an older stored one', () => {
    const storage = new FullStorage();
    storage.items.set(ACCESS_TOKEN_KEY, 'stale');
    const tokens = createLocalStorageTokenStore(() => storage);

    tokens.set('fresh');
    expect(tokens.get()).toBe('fresh');

    tokens.clear();
    expect(tokens.get()).toBeNull();
    expect(storage.items.has(ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('goes back to storage once a write succeeds again', () => {
    let refuse = true;
    const storage = new StorageInMemory();
    const flaky: TokenStorage = {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        if (refuse) throw new DOMException('Full', 'QuotaExceededError');
        storage.setItem(key, value);
      },
      removeItem: (key) => storage.removeItem(key),
    };
    const tokens = createLocalStorageTokenStore(() => flaky);
    tokens.set('in-memory');

    refuse = false;
    tokens.set('stored');
    storage.removeItem(ACCESS_TOKEN_KEY);

    expect(tokens.get()).toBeNull();
  });
});
