// What the protected layout routes check before their pages load: wait for the auth state,
// then let the right people through and send everyone else where the spec says.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { selectUser, type SessionUser } from '../../machines/session.selectors';
import { settledSession } from '../../machines/session.settled';
import type { SessionLoader } from '../session-loader';

/** A signed-in person, or a redirect to /login that remembers where they were going. */
export async function requireSignedIn(
  session: SessionLoader,
  location: ParsedLocation,
): Promise<{ user: SessionUser }> {
  const user = selectUser(await settledSession(await session.load()));
  if (user === null) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}

/** Admin pages send everyone else home; customer pages send admins home. */
export function requireRole(user: SessionUser, role: SessionUser['role']): void {
  if (user.role !== role) throw redirect({ to: '/', replace: true });
}
