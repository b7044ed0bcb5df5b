// What pages and guards read from the session's state.
import type { SnapshotFrom } from 'xstate';
import type { StaffRole } from '../domain/staff-role';
import type { sessionMachine, SignInProblem } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * 'unconfirmed': signed in from an earlier visit while the API could not be reached to say
 * the role; it becomes admin, a staff role or customer as soon as the API answers.
 */
export type SessionRole = 'admin' | StaffRole | 'customer' | 'unconfirmed';

export interface SessionUser {
  readonly email: string;
  /** The display name, or the e-mail when the account has none. */
  readonly name: string;
  readonly role: SessionRole;
}

/** Signed in or signed out for sure: the auth state has loaded and no sign-in is under way. */
export const isSettled = (state: SessionSnapshot): boolean =>
  state.matches('signedIn') || state.matches('signedOut');

export function selectUser(state: SessionSnapshot): SessionUser | null {
  const { authUser } = state.context;
  if (!state.matches('signedIn') || authUser === null) return null;
  return {
    email: authUser.email,
    name: authUser.displayName || authUser.email,
    role: roleOf(state),
  };
}

function roleOf(state: SessionSnapshot): SessionRole {
  if (state.matches({ signedIn: 'admin' })) return 'admin';
  const { staffRole } = state.context;
  if (state.matches({ signedIn: 'staff' }) && staffRole !== null) return staffRole;
  if (state.matches({ signedIn: 'unconfirmed' })) return 'unconfirmed';
  return 'customer';
}

/** A sign-in or sign-up is being worked on: forms disable their buttons. */
export const selectWorking = (state: SessionSnapshot): boolean =>
  state.matches({ signedOut: 'authenticating' }) ||
  state.matches('exchanging') ||
  state.matches('checkingRole') ||
  state.matches('failing');

export const selectError = (state: SessionSnapshot): SignInProblem | null => state.context.error;

/** Equal users select equal, so a component re-renders only when the person changes. */
export const sameUser = (a: SessionUser | null, b: SessionUser | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.email === b.email && a.name === b.name && a.role === b.role);
