import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '../../domain/auth-errors';
import { GOOGLE_UNREACHABLE_MESSAGE, toAuthError, toGoogleAuthError } from './firebase-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

describe('Firebase errors as sentences', () => {
  it.for([
    ['auth/wrong-password', 'wrong-password'],
    ['auth/invalid-credential', 'wrong-password'],
    ['auth/user-not-found', 'user-not-found'],
    ['auth/email-already-in-use', 'email-in-use'],
    ['auth/weak-password', 'weak-password'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/popup-closed-by-user', 'popup-closed'],
    ['auth/cancelled-popup-request', 'popup-closed'],
    ['auth/popup-blocked', 'popup-blocked'],
    ['auth/too-many-requests', 'too-many-attempts'],
    ['auth/network-request-failed', 'network'],
  ] as const)('turns %s into the %s sentence', ([firebaseCode, code]) => {
    expect(toAuthError(firebaseError(firebaseCode))).toEqual({
      code,
      message: AUTH_ERROR_MESSAGES[code],
    });
  });

  it('gives the general sentence for a code it does not know, or for no code at all', () => {
    const unknown = { code: 'unknown', message: AUTH_ERROR_MESSAGES.unknown };
    expect(toAuthError(firebaseError('auth/internal-error'))).toEqual(unknown);
    expect(toAuthError(new Error('boom'))).toEqual(unknown);
    expect(toAuthError('boom')).toEqual(unknown);
  });

  it('says that Google could not be reached, never auth/internal-error', () => {
    for (const code of ['auth/internal-error', 'auth/network-request-failed']) {
      const error = toGoogleAuthError(firebaseError(code));
      expect(error).toEqual({ code: 'network', message: GOOGLE_UNREACHABLE_MESSAGE });
      expect(error.message).not.toMatch(/auth\//);
    }
  });

  it('keeps the usual sentences for other Google failures', () => {
    expect(toGoogleAuthError(firebaseError('auth/popup-closed-by-user'))).toEqual({
      code: 'popup-closed',
      message: AUTH_ERROR_MESSAGES['popup-closed'],
    });
  });
});
