// The session, loaded when first needed. A visitor with no kept token is signed out, and the
// home page shows them the Login link without XState's code: the session module loads when
// they open a page that needs it (login, sign-up, a protected page), or at once, in the
// background, when a token is kept from an earlier visit.
import type { SessionActor, SessionPorts, SessionTiming } from '../machines/session.actors';
import { loadedOnce } from './loaded-once';

export interface SessionLoader {
  /** The started session; its code is fetched on the first call. */
  load(): Promise<SessionActor>;
  /** The session, if it has been loaded. */
  current(): SessionActor | undefined;
  /** Calls back once the session is loaded (at once if it is); returns an unsubscribe. */
  onLoaded(listener: (session: SessionActor) => void): () => void;
}

export function createSessionLoader(
  ports: SessionPorts,
  timing: SessionTiming = {},
): SessionLoader {
  let session: SessionActor | undefined;
  const listeners = new Set<(session: SessionActor) => void>();

  const load = loadedOnce(() =>
    import('../machines/session.actors').then(({ startSession }) => {
      session = startSession(ports, timing);
      for (const listener of [...listeners]) listener(session);
      listeners.clear();
      return session;
    }),
  );

  return {
    load,
    current: () => session,
    onLoaded(listener) {
      if (session) {
        listener(session);
        return () => undefined;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
