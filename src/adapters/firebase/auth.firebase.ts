// AuthPort on Firebase Auth (web SDK v12, modular): e-mail and password, Google in a popup,
// the ID token and the display name. Loaded on demand by the composition root, so nothing
// of Firebase is in the code the home page needs.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { authError, type AuthPort, type AuthResult, type AuthUser } from '../../ports/auth.port';
import { fail, ok } from '../../domain/result';
import type { FirebaseWebConfig } from './firebase-config';
import { toAuthError, toGoogleAuthError } from './firebase-errors';

const userOf = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email ?? '',
  displayName: user.displayName,
});

/** Runs a Firebase call, turning what it throws into the port's refusal. */
async function attempt<T>(
  call: () => Promise<T>,
  describe: (error: unknown) => ReturnType<typeof toAuthError> = toAuthError,
): AuthResult<T> {
  try {
    return ok(await call());
  } catch (error) {
    return fail(describe(error));
  }
}

export class AuthFirebase implements AuthPort {
  private readonly auth: Auth;

  constructor(config: FirebaseWebConfig, appName = '[DEFAULT]') {
    const { emulatorUrl, ...options } = config;
    const app = initializeApp(options, appName);
    // getAuth's defaults, except the popup resolver: given to it, Firebase loads Google's
    // API script on every page that restores a session; given only to signInWithPopup, it
    // loads when someone chooses Google.
    this.auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    // The SDK's own banner would cover the page's footer; start.ts already says it is local.
    if (emulatorUrl !== undefined) {
      connectAuthEmulator(this.auth, emulatorUrl, { disableWarnings: true });
    }
  }

  onAuthStateChanged(listener: (user: AuthUser | null) => void) {
    return onAuthStateChanged(this.auth, (user) => listener(user && userOf(user)));
  }

  signInWithEmail(email: string, password: string): AuthResult<AuthUser> {
    return attempt(async () => {
      const { user } = await signInWithEmailAndPassword(this.auth, email.trim(), password);
      return userOf(user);
    });
  }

  async signUpWithEmail(name: string, email: string, password: string): AuthResult<AuthUser> {
    const created = await attempt(() =>
      createUserWithEmailAndPassword(this.auth, email.trim(), password),
    );
    if (!created.ok) return created;
    const { user } = created.value;
    // The account exists and is signed in even if naming it fails; the name can be set
    // again from the profile page, so the sign-up still counts.
    await this.rename(user, name.trim()).catch(() => undefined);
    return ok(userOf(user));
  }

  signInWithGoogle(): AuthResult<AuthUser> {
    return attempt(async () => {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      // Firebase opens its popup at 500×600 itself; the size cannot be passed in.
      const { user } = await signInWithPopup(this.auth, provider, browserPopupRedirectResolver);
      return userOf(user);
    }, toGoogleAuthError);
  }

  async signOut(): Promise<void> {
    await signOut(this.auth);
  }

  async getIdToken(forceRefresh = false): Promise<string | null> {
    await this.auth.authStateReady();
    const user = this.auth.currentUser;
    return user ? user.getIdToken(forceRefresh) : null;
  }

  async updateDisplayName(name: string): AuthResult<AuthUser> {
    await this.auth.authStateReady();
    const user = this.auth.currentUser;
    if (!user) return fail(authError('not-signed-in'));
    return attempt(async () => {
      await this.rename(user, name.trim());
      return userOf(user);
    });
  }

  /** Sets the name, then refreshes the ID token, which otherwise keeps the old one. */
  private async rename(user: User, displayName: string): Promise<void> {
    await updateProfile(user, { displayName });
    await user.getIdToken(true);
  }
}

export function createFirebaseAuth(config: FirebaseWebConfig): AuthPort {
  return new AuthFirebase(config);
}
