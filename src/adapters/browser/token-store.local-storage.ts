// TokenStore on local storage (spec: key `accessToken`; its holder as JSON beside it).
// Storage can be missing or refuse writes (private mode, disabled cookies, a full quota):
// the token then lives in memory for this tab, so signing in still works until the tab
// closes; the holder, only a hint for the next visit, is then not kept at all.
import {
  ACCESS_TOKEN_KEY,
  TOKEN_HOLDER_KEY,
  type TokenHolder,
  type TokenStore,
} from '../../ports/token-store.port';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Even reading `window.localStorage` can throw (a SecurityError when storage is blocked).
const browserStorage = (): TokenStorage => window.localStorage;

export function createLocalStorageTokenStore(
  storage: () => TokenStorage = browserStorage,
): TokenStore {
  // Only set when storage refused the token: then it is newer than anything stored.
  let unsaved: string | null = null;

  const read = (key: string): string | null => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const remove = (key: string) => {
    try {
      storage().removeItem(key);
    } catch {
      // Nothing was stored there, or nothing can be: it is gone either way.
    }
  };

  return {
    get() {
      return unsaved ?? read(ACCESS_TOKEN_KEY);
    },
    set(token) {
      remove(TOKEN_HOLDER_KEY);
      try {
        storage().setItem(ACCESS_TOKEN_KEY, token);
        unsaved = null;
      } catch {
        unsaved = token;
      }
    },
    holder() {
      if (unsaved !== null) return null;
      return holderOf(read(TOKEN_HOLDER_KEY));
    },
    setHolder({ email, name }) {
      if (unsaved !== null || read(ACCESS_TOKEN_KEY) === null) return;
      try {
        storage().setItem(TOKEN_HOLDER_KEY, JSON.stringify({ email, name }));
      } catch {
        // Only a hint: the next visit restores the session through the identity provider.
      }
    },
    clear() {
      unsaved = null;
      remove(ACCESS_TOKEN_KEY);
      remove(TOKEN_HOLDER_KEY);
    },
  };
}

/** The holder as stored, or null for anything else (written by another version, edited). */
export function holderOf(json: string | null): TokenHolder | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { email, name } = value as Record<string, unknown>;
    if (typeof email !== 'string' || email === '') return null;
    if (name !== null && typeof name !== 'string') return null;
    return { email, name };
  } catch {
    return null;
  }
}
