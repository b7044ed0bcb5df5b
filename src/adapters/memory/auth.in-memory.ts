// AuthPort kept in memory: accounts by e-mail with Firebase's refusals, a Google account to
// sign in as, and ID tokens the API fake can verify through the shared state.
import type { AuthErrorCode } from '../../domain/auth-errors';
import { EmailSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import {
  authError,
  type AuthError,
  type AuthPort,
  type AuthResult,
  type AuthUser,
  type Unsubscribe,
} from '../../ports/auth.port';
import { fail, ok } from '../../domain/result';
import {
  newId,
  normaliseEmail,
  type AuthAccount,
  type GoogleAccount,
  type MemoryState,
} from './memory-state';

/** Firebase's own minimum; the forms ask for the same. */
const MIN_PASSWORD_LENGTH = 6;

const refusal = (code: AuthErrorCode): { ok: false; error: AuthError } => fail(authError(code));

const userOf = (account: AuthAccount): AuthUser => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
});

export class AuthInMemory implements AuthPort {
  private current: AuthAccount | null = null;
  private idToken: string | null = null;
  private readonly listeners = new Set<(user: AuthUser | null) => void>();
  private readonly failures: AuthErrorCode[] = [];

  constructor(private readonly state: MemoryState) {}

  /** The next sign-in, sign-up, Google sign-in or name change fails with `code`. */
  failNext(code: AuthErrorCode): void {
    this.failures.push(code);
  }

  /** Who "Continue with Google" signs in as from now on. */
  setGoogleAccount(account: GoogleAccount): void {
    this.state.googleAccount = { ...account, email: normaliseEmail(account.email) };
  }

  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe {
    this.listeners.add(listener);
    listener(this.current && userOf(this.current));
    return () => {
      this.listeners.delete(listener);
    };
  }

  async signInWithEmail(email: string, password: string): AuthResult<AuthUser> {
    const injected = this.failures.shift();
    if (injected) return refusal(injected);
    const address = parseInput(EmailSchema, email);
    if (!address.ok) return refusal('invalid-email');
    const account = this.state.accounts.get(normaliseEmail(address.value));
    if (!account) return refusal('user-not-found');
    if (account.password === undefined || account.password !== password) {
      return refusal('wrong-password');
    }
    return ok(this.become(account));
  }

  async signUpWithEmail(name: string, email: string, password: string): AuthResult<AuthUser> {
    const injected = this.failures.shift();
    if (injected) return refusal(injected);
    const address = parseInput(EmailSchema, email);
    if (!address.ok) return refusal('invalid-email');
    const key = normaliseEmail(address.value);
    if (this.state.accounts.has(key)) return refusal('email-in-use');
    if (password.length < MIN_PASSWORD_LENGTH) return refusal('weak-password');
    const account: AuthAccount = { uid: newId(), email: key, password, displayName: name.trim() };
    this.state.accounts.set(key, account);
    return ok(this.become(account));
  }

  async signInWithGoogle(): AuthResult<AuthUser> {
    const injected = this.failures.shift();
    if (injected) return refusal(injected);
    const google = this.state.googleAccount;
    const key = normaliseEmail(google.email);
    // One account per e-mail, as Firebase links them: Google signs into an existing one.
    let account = this.state.accounts.get(key);
    if (!account) {
      account = { uid: newId(), email: key, displayName: google.displayName };
      this.state.accounts.set(key, account);
    } else if (account.displayName === null || account.displayName === '') {
      account.displayName = google.displayName;
    }
    return ok(this.become(account));
  }

  async signOut(): Promise<void> {
    if (this.current === null) return;
    this.current = null;
    this.idToken = null;
    this.notify();
  }

  async getIdToken(forceRefresh = false): Promise<string | null> {
    if (!this.current) return null;
    if (this.idToken === null || forceRefresh) {
      this.idToken = `idt_${newId()}`;
      this.state.idTokens.set(this.idToken, this.current.uid);
    }
    return this.idToken;
  }

  async updateDisplayName(name: string): AuthResult<AuthUser> {
    const injected = this.failures.shift();
    if (injected) return refusal(injected);
    if (!this.current) return refusal('not-signed-in');
    this.current.displayName = name.trim();
    // Firebase does not call back for a profile change; the fake does, so a greeting
    // that listens for the user shows the new name.
    this.notify();
    return ok(userOf(this.current));
  }

  private become(account: AuthAccount): AuthUser {
    // Like Firebase, listeners hear of a different user, not of the same one signing in again.
    if (this.current !== account) {
      this.current = account;
      this.idToken = null;
      this.notify();
    }
    return userOf(account);
  }

  private notify(): void {
    const user = this.current && userOf(this.current);
    for (const listener of [...this.listeners]) listener(user && { ...user });
  }
}
