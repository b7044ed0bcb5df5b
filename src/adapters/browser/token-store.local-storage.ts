// TokenStore on local storage (spec: key `accessToken`). Storage can be missing or refuse
// writes (private mode, disabled cookies, a full quota): the token then lives in memory for
// this tab, so signing in still works until the tab closes.
import { ACCESS_TOKEN_KEY, type TokenStore } from '../../ports/token-store.port';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Even reading `window.localStorage` can throw (a SecurityError when storage is blocked).
const browserStorage = (): TokenStorage => window.localStorage;

export function createLocalStorageTokenStore(
  storage: () => TokenStorage = browserStorage,
): TokenStore {
  // Only set when storage refused the token: then it is newer than anything stored.
  let unsaved: string | null = null;

  return {
    get() {
      if (unsaved !== null) return unsaved;
      try {
        return storage().getItem(ACCESS_TOKEN_KEY);
      } catch {
        return null;
      }
    },
    set(token) {
      try {
        storage().setItem(ACCESS_TOKEN_KEY, token);
        unsaved = null;
      } catch {
        unsaved = token;
      }
    },
    clear() {
      unsaved = null;
      try {
        storage().removeItem(ACCESS_TOKEN_KEY);
      } catch {
        // Nothing was stored there, or nothing can be: the token is gone either way.
      }
    },
  };
}
