// What the protected layout routes check before their pages load: wait for the auth state,
// then let the right people through and send everyone else where the spec says.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import {
  isSettled,
  selectUser,
  type SessionRole,
  type SessionUser,
} from '../../machines/session.selectors';
import { recheckedSession, settledSession } from '../../machines/session.settled';
import type { ApiError } from '../../ports/api.port';
import { PortRefusal } from '../../ports/port-refusal';
import { reachesStorePage } from '../../ui/pages/dashboard-menu/staff-pages';
import type { SessionLoader } from '../session-loader';

/**
 * A signed-in person, or a redirect to /login that remembers where they were going. Once
 * the session is known it is decided at once, without a promise: moving between signed-in
 * pages (the cart to its payment) shows no "Checking your sign-in" face.
 */
export function requireSignedIn(
  session: SessionLoader,
  location: ParsedLocation,
): { user: SessionUser } | Promise<{ user: SessionUser }> {
  const known = session.current()?.getSnapshot();
  if (known && isSettled(known)) return signedInOrLogin(selectUser(known), location);
  return session
    .load()
    .then(settledSession)
    .then((state) => signedInOrLogin(selectUser(state), location));
}

function signedInOrLogin(user: SessionUser | null, location: ParsedLocation) {
  if (user === null) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}

/** Who a guarded layout lets through, once their role is known. */
type Admits = (role: KnownRole) => boolean;
type KnownRole = Exclude<SessionUser['role'], 'unconfirmed'>;

/**
 * Admin pages send everyone else home; customer pages send admins home. A role the API
 * could not be asked for yet (a kept sign-in being checked, or the API unreachable) is
 * waited for, or asked again; if it still cannot be, the page shows that the store is
 * unreachable, with Retry, and the person stays signed in. A role already known is decided
 * at once, without a promise, so the page's own loading face shows instead of a wait.
 */
export function requireRole(
  session: SessionLoader,
  user: SessionUser,
  role: KnownRole,
): Promise<void> | undefined {
  return requireAdmitted(session, user, (known) => known === role);
}

/**
 * The store's pages: the admin reaches them all, a staff role those of its own
 * (staff-pages.ts); a customer, or a staff member on another role's page, goes home as a
 * customer does from an admin page.
 */
export function requireStorePage(
  session: SessionLoader,
  user: SessionUser,
  path: string,
): Promise<void> | undefined {
  return requireAdmitted(
    session,
    user,
    (known) => known !== 'customer' && reachesStorePage(known, path),
  );
}

/**
 * The role in force, for a page that loads by it: at once when known, else once the role
 * check the store page's guard asks for has answered (a role it still cannot tell reads as
 * a customer's, who is let nowhere: the guard shows that the store is unreachable).
 */
export function roleInForce(
  session: SessionLoader,
  user: SessionUser,
): SessionRole | Promise<SessionRole> {
  if (user.role !== 'unconfirmed') return user.role;
  return session
    .load()
    .then(recheckedSession)
    .then((state) => {
      const role = selectUser(state)?.role;
      return role === undefined || role === 'unconfirmed' ? 'customer' : role;
    });
}

function requireAdmitted(
  session: SessionLoader,
  user: SessionUser,
  admits: Admits,
): Promise<void> | undefined {
  if (user.role !== 'unconfirmed') return allowRole(user, admits);
  return session
    .load()
    .then(recheckedSession)
    .then((state) => allowRole(selectUser(state), admits));
}

function allowRole(known: SessionUser | null, admits: Admits): undefined {
  if (known === null) throw redirect({ to: '/login' });
  if (known.role === 'unconfirmed') throw new PortRefusal<ApiError>({ kind: 'network' });
  if (!admits(known.role)) throw redirect({ to: '/', replace: true });
  return undefined;
}
