// Firebase's error codes ("auth/…") turned into the domain's refusals, so a person reads a
// sentence and never a provider code such as auth/internal-error.
import type { AuthErrorCode } from '../../domain/auth-errors';
import { authError, type AuthError } from '../../ports/auth.port';

const CODES: Readonly<Record<string, AuthErrorCode>> = {
  'auth/wrong-password': 'wrong-password',
  // With e-mail enumeration protection (on by default for new projects) Firebase no
  // longer says which of the two was wrong.
  'auth/invalid-credential': 'wrong-password',
  'auth/invalid-login-credentials': 'wrong-password',
  'auth/user-not-found': 'user-not-found',
  'auth/email-already-in-use': 'email-in-use',
  'auth/credential-already-in-use': 'email-in-use',
  'auth/account-exists-with-different-credential': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/popup-blocked': 'popup-blocked',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/user-token-expired': 'not-signed-in',
  'auth/no-current-user': 'not-signed-in',
};

/**
 * Google sign-in first loads Google's own script (apis.google.com); when that host cannot be
 * reached Firebase reports auth/internal-error or a network failure. Said in one sentence.
 */
export const GOOGLE_UNREACHABLE_MESSAGE =
  'We could not reach Google to sign you in. Check your connection, or log in with your e-mail and password.';

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Any error a Firebase call threw, as the refusal the AuthPort promises. */
export function toAuthError(error: unknown): AuthError {
  const code = codeOf(error);
  return authError((code !== undefined && CODES[code]) || 'unknown');
}

/** The same for Google sign-in, where an internal or network error means Google is out of reach. */
export function toGoogleAuthError(error: unknown): AuthError {
  const code = codeOf(error);
  if (code === 'auth/internal-error' || code === 'auth/network-request-failed') {
    return { code: 'network', message: GOOGLE_UNREACHABLE_MESSAGE };
  }
  return toAuthError(error);
}
