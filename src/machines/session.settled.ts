// Waits for the session to be signed in or out for sure. Route guards use it before a
// protected page loads; it is written on `subscribe` rather than XState's `waitFor` so the
// guards, which are in the home page's bundle, do not bring XState's code with them.
import type { SessionActor } from './session.actors';
import { isSettled, type SessionSnapshot } from './session.selectors';

export function settledSession(session: SessionActor): Promise<SessionSnapshot> {
  const now = session.getSnapshot();
  if (isSettled(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const subscription = session.subscribe((state) => {
      if (!isSettled(state)) return;
      subscription.unsubscribe();
      resolve(state);
    });
  });
}

const isRechecking = (state: SessionSnapshot): boolean =>
  state.matches({ signedIn: { unconfirmed: 'checking' } });

/**
 * Asks a session whose role could not be checked to check it now, and waits for the answer:
 * the role, the same doubt (the API is still unreachable), or signed out.
 */
export function recheckedSession(session: SessionActor): Promise<SessionSnapshot> {
  session.send({ type: 'RECHECK' });
  const now = session.getSnapshot();
  if (!isRechecking(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const subscription = session.subscribe((state) => {
      if (isRechecking(state)) return;
      subscription.unsubscribe();
      resolve(state);
    });
  });
}
