// Who is calling the API fake and what they may touch: the server's bearer rules, with the
// role read from the state on every call so a promotion applies at once.
import { isAdmin } from '../../domain/user';
import type { ApiError } from '../../ports/api.port';
import { fail, ok, type Result } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import { forbidden, notSignedIn, sessionInvalid } from './api-errors';
import type { MemoryState } from './memory-state';

export interface Caller {
  readonly email: string;
  readonly admin: boolean;
}

export function authenticate(state: MemoryState, tokens: TokenStore): Result<Caller, ApiError> {
  const token = tokens.get();
  if (!token) return fail(notSignedIn());
  const email = state.accessTokens.get(token);
  const user = email === undefined ? undefined : state.users.get(email);
  if (email === undefined || !user) return fail(sessionInvalid());
  return ok({ email, admin: isAdmin(user) });
}

export function requireAdmin(caller: Caller): Result<Caller, ApiError> {
  return caller.admin ? ok(caller) : fail(forbidden('Only an admin can do this.'));
}

/** Own data, or any data for an admin. */
export function requireSelfOrAdmin(
  caller: Caller,
  email: string,
  what: string,
): Result<Caller, ApiError> {
  return caller.email === email || caller.admin
    ? ok(caller)
    : fail(forbidden(`You can only access your own ${what}.`));
}
