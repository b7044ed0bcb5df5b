// The identity provider (Firebase Auth in production, its emulator locally).
import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from '../domain/auth-errors';
import type { Result } from '../domain/result';

export interface AuthUser {
  readonly uid: string;
  readonly email: string;
  readonly displayName: string | null;
}

export interface AuthError {
  readonly code: AuthErrorCode;
  /** A sentence for a person (see AUTH_ERROR_MESSAGES). */
  readonly message: string;
}

/** The refusal every adapter gives for `code`, with the domain's sentence for it. */
export const authError = (code: AuthErrorCode): AuthError => ({
  code,
  message: AUTH_ERROR_MESSAGES[code],
});

export type AuthResult<T> = Promise<Result<T, AuthError>>;

export type Unsubscribe = () => void;

export interface AuthPort {
  /** Calls back with the current user (or null) at once, then on every change. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  signInWithEmail(email: string, password: string): AuthResult<AuthUser>;
  /** Creates the account, then sets its display name. */
  signUpWithEmail(name: string, email: string, password: string): AuthResult<AuthUser>;
  /** Google sign-in in a 500×600 popup. */
  signInWithGoogle(): AuthResult<AuthUser>;
  signOut(): Promise<void>;
  /** The signed-in user's ID token (fresh when `forceRefresh`), or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Changes the signed-in user's display name. */
  updateDisplayName(name: string): AuthResult<AuthUser>;
}
