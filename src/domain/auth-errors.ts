// Sentences for sign-in failures: the Firebase adapter and the in-memory fake both speak
// them, so a person reads the same words whichever adapter is in use.

export const AUTH_ERROR_CODES = [
  'wrong-password',
  'user-not-found',
  'email-in-use',
  'weak-password',
  'invalid-email',
  'popup-closed',
  'popup-blocked',
  'too-many-attempts',
  'network',
  'not-signed-in',
  'unknown',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const AUTH_ERROR_MESSAGES: Readonly<Record<AuthErrorCode, string>> = {
  'wrong-password': 'That e-mail and password do not match. Check them and try again.',
  'user-not-found': 'There is no account with that e-mail. Sign up to create one.',
  'email-in-use': 'An account with that e-mail already exists. Log in instead.',
  'weak-password': 'Choose a stronger password of at least 6 characters.',
  'invalid-email': 'Provide a valid Email',
  'popup-closed': 'The Google sign-in window was closed before you finished.',
  'popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups and try again.',
  'too-many-attempts': 'Too many attempts. Wait a few minutes, then try again.',
  network: 'We could not reach the sign-in service. Check your connection and try again.',
  'not-signed-in': 'No user is logged in',
  unknown: 'Sign-in failed. Please try again.',
};
