// The signed-in person's role as it is now, not as it was when the page loaded: a kept
// sign-in's role arrives while its pages load (the drawer menu then fills in).
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useSyncExternalStore } from 'react';
import { selectUser, type SessionRole } from '../../machines/session.selectors';
import { subscribeTo } from './-session-user';

export function useSessionRole(loadedRole: SessionRole): SessionRole {
  const { session } = useRouteContext({ from: '__root__' });
  const actor = session.current();
  const subscribe = useMemo(() => subscribeTo(actor), [actor]);
  const read = () => (actor ? (selectUser(actor.getSnapshot())?.role ?? loadedRole) : loadedRole);
  return useSyncExternalStore(subscribe, read, read);
}
