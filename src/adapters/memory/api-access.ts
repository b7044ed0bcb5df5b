// Who is calling the API fake, with the role read from the state on every call so a
// promotion applies at once; what they may do is the application's access policy.
import { isAdmin } from '../../domain/user';
import type { ApiError } from '../../ports/api.port';
import { fail, ok, type Result } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import type { Viewer } from '../../application/viewer';
import { refusalError } from './api-errors';
import type { MemoryState } from './memory-state';

export function authenticate(state: MemoryState, tokens: TokenStore): Result<Viewer, ApiError> {
  const token = tokens.get();
  if (!token) return fail(refusalError({ code: 'not-signed-in' }));
  const email = state.accessTokens.get(token);
  const user = email === undefined ? undefined : state.users.get(email);
  if (email === undefined || !user) return fail(refusalError({ code: 'session-invalid' }));
  // The fake's sign-ins are all as trusted as the emulator's: no e-mail to verify.
  return ok({
    email,
    name: user.name,
    isAdmin: isAdmin(user),
    role: user.role,
    adminNeedsVerifiedEmail: false,
  });
}
