// Who is signed in, as a page shows it while the session settles: restoring (a kept sign-in,
// or one under way), nobody, or the person. Signed out in a build-time render and the first
// render of its HTML, so prerendered pages hydrate as they were built.
import { useMemo, useSyncExternalStore } from 'react';
import type { SessionActor } from '../../machines/session.actors';
import {
  isSettled,
  sameUser,
  selectUser,
  type SessionUser,
} from '../../machines/session.selectors';

const signedOutAtBuild = (): SessionView => null;

/** Still working out who is signed in (restoring a kept sign-in, or finishing one). */
export const RESTORING = 'restoring' as const;
export type SessionView = SessionUser | null | typeof RESTORING;

// React's own store hook rather than @xstate/react's useSelector, whose shim for old React
// versions would weigh on the home page for nothing.
export function useSessionUser(session: SessionActor | undefined, restoring: boolean): SessionView {
  const store = useMemo(() => {
    const read = (): SessionView => {
      if (!session) return restoring ? RESTORING : null;
      const state = session.getSnapshot();
      return isSettled(state) ? selectUser(state) : RESTORING;
    };
    let user: SessionView = read();
    return {
      subscribe: subscribeTo(session),
      // The same object while the person is the same, as useSyncExternalStore requires.
      getSnapshot: () => {
        const next = read();
        const same =
          next === RESTORING || user === RESTORING ? next === user : sameUser(user, next);
        if (!same) user = next;
        return user;
      },
    };
  }, [session, restoring]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, signedOutAtBuild);
}

/** useSyncExternalStore's subscribe to a session that may not be loaded yet. */
export const subscribeTo = (session: SessionActor | undefined) => (onChange: () => void) => {
  const subscription = session?.subscribe(onChange);
  return () => subscription?.unsubscribe();
};
