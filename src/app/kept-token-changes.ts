// Another tab of this store changed the kept access token (signed out, or in as someone
// else): the browser's storage event, which a tab never gets for its own writes. A session
// restored from the kept token loads the identity provider then, to follow that change.
import { ACCESS_TOKEN_KEY } from '../ports/token-store.port';

export function onKeptTokenChangedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: that tab cleared the whole storage.
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
