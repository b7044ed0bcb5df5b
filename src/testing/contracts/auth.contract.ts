// The AuthPort's behaviour, for any adapter: the in-memory fake now, Firebase on its
// emulator later. Sign-in, sign-up, the refusals with their sentences, the state callback.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from '../../domain/auth-errors';
import type { AuthPort, AuthUser } from '../../ports/auth.port';

export interface AuthContractSubject {
  readonly auth: AuthPort;
  /** An account that exists, signed out. */
  readonly existing: {
    readonly email: string;
    readonly password: string;
    readonly displayName: string;
  };
  /** An e-mail no account has yet: new on each call, so a kept emulator works too. */
  freshEmail(): string;
  /** Who Google sign-in yields, where the adapter can sign in with Google unattended. */
  readonly google?: { readonly email: string; readonly displayName: string };
  /** Makes the next call fail with `code`, where the adapter can be told to. */
  failNext?(code: AuthErrorCode): void;
}

const refusedWith = (code: AuthErrorCode) => ({
  ok: false,
  error: { code, message: AUTH_ERROR_MESSAGES[code] },
});

/** Listens to the auth state and keeps what it heard. */
function listen(auth: AuthPort) {
  const heard: (AuthUser | null)[] = [];
  const stop = auth.onAuthStateChanged((user) => heard.push(user));
  return { heard, stop, last: () => heard.at(-1) };
}

export function describeAuthPortContract(
  name: string,
  makeSubject: () => AuthContractSubject | Promise<AuthContractSubject>,
): void {
  describe(`AuthPort contract: ${name}`, () => {
    let subject: AuthContractSubject;
    let auth: AuthPort;
    beforeEach(async () => {
      subject = await makeSubject();
      auth = subject.auth;
    });

    const signInExisting = () =>
      auth.signInWithEmail(subject.existing.email, subject.existing.password);

    describe('auth state', () => {
      it('calls back at once with no user when signed out', async () => {
        const { heard } = listen(auth);
        await vi.waitFor(() => expect(heard).toEqual([null]));
      });

      it('calls back with the user on sign-in and with null on sign-out', async () => {
        const listener = listen(auth);
        await vi.waitFor(() => expect(listener.heard).toHaveLength(1));
        expect((await signInExisting()).ok).toBe(true);
        await vi.waitFor(() =>
          expect(listener.last()).toMatchObject({ email: subject.existing.email }),
        );
        await auth.signOut();
        await vi.waitFor(() => expect(listener.last()).toBeNull());
      });

      it('calls back at once with the user already signed in', async () => {
        await signInExisting();
        const { heard } = listen(auth);
        await vi.waitFor(() =>
          expect(heard).toEqual([expect.objectContaining({ email: subject.existing.email })]),
        );
      });

      it('stops calling back once unsubscribed', async () => {
        const listener = listen(auth);
        await vi.waitFor(() => expect(listener.heard).toHaveLength(1));
        listener.stop();
        await signInExisting();
        await auth.signOut();
        expect(listener.heard).toEqual([null]);
      });
    });

    describe('e-mail sign-in', () => {
      it('signs in with the right password and gives the user', async () => {
        const result = await signInExisting();
        expect(result).toEqual({
          ok: true,
          value: {
            uid: expect.any(String),
            email: subject.existing.email,
            displayName: subject.existing.displayName,
          },
        });
        if (result.ok) expect(result.value.uid).not.toBe('');
      });

      it('treats the e-mail without regard to case', async () => {
        const result = await auth.signInWithEmail(
          subject.existing.email.toUpperCase(),
          subject.existing.password,
        );
        expect(result).toMatchObject({ ok: true, value: { email: subject.existing.email } });
      });

      it('refuses a wrong password and stays signed out', async () => {
        const result = await auth.signInWithEmail(subject.existing.email, 'not-the-password');
        expect(result).toEqual(refusedWith('wrong-password'));
        expect(await auth.getIdToken()).toBeNull();
      });

      it('refuses an e-mail with no account', async () => {
        const result = await auth.signInWithEmail(subject.freshEmail(), 'any-password');
        expect(result).toEqual(refusedWith('user-not-found'));
      });

      it('refuses an address that is not an e-mail', async () => {
        const result = await auth.signInWithEmail('not-an-email', 'any-password');
        expect(result).toEqual(refusedWith('invalid-email'));
      });
    });

    describe('sign-up', () => {
      it('creates the account with its display name and signs it in', async () => {
        const email = subject.freshEmail();
        const listener = listen(auth);
        const result = await auth.signUpWithEmail('Riley Roller', email, 'riley-pass-1');
        expect(result).toMatchObject({ ok: true, value: { email, displayName: 'Riley Roller' } });
        await vi.waitFor(() => expect(listener.last()).toMatchObject({ email }));
        expect(await auth.getIdToken()).toEqual(expect.any(String));
      });

      it('lets the new account sign in again later, name kept', async () => {
        const email = subject.freshEmail();
        await auth.signUpWithEmail('Riley Roller', email, 'riley-pass-1');
        await auth.signOut();
        const result = await auth.signInWithEmail(email, 'riley-pass-1');
        expect(result).toMatchObject({ ok: true, value: { email, displayName: 'Riley Roller' } });
      });

      it('refuses an e-mail that already has an account', async () => {
        const result = await auth.signUpWithEmail('Copy Cat', subject.existing.email, 'pass-123');
        expect(result).toEqual(refusedWith('email-in-use'));
      });

      it('refuses a password shorter than 6 characters and creates nothing', async () => {
        const email = subject.freshEmail();
        expect(await auth.signUpWithEmail('Shorty', email, '12345')).toEqual(
          refusedWith('weak-password'),
        );
        expect(await auth.signInWithEmail(email, '12345')).toEqual(refusedWith('user-not-found'));
      });

      it('refuses an address that is not an e-mail', async () => {
        expect(await auth.signUpWithEmail('Nobody', 'nobody@', 'pass-123')).toEqual(
          refusedWith('invalid-email'),
        );
      });
    });

    describe('session', () => {
      it('gives no ID token when signed out', async () => {
        expect(await auth.getIdToken()).toBeNull();
        expect(await auth.getIdToken(true)).toBeNull();
      });

      it('gives an ID token when signed in, fresh on request', async () => {
        await signInExisting();
        expect(await auth.getIdToken()).toMatch(/\S/);
        expect(await auth.getIdToken(true)).toMatch(/\S/);
      });

      it('signs out: no user, no ID token', async () => {
        await signInExisting();
        await auth.signOut();
        expect(await auth.getIdToken()).toBeNull();
        const { heard } = listen(auth);
        await vi.waitFor(() => expect(heard).toEqual([null]));
      });
    });

    describe('display name', () => {
      it('refuses a change when no one is signed in', async () => {
        expect(await auth.updateDisplayName('Ghost')).toEqual(refusedWith('not-signed-in'));
      });

      it('changes the signed-in user’s name, kept for the next sign-in', async () => {
        const email = subject.freshEmail();
        await auth.signUpWithEmail('Old Name', email, 'name-pass-1');
        const result = await auth.updateDisplayName('New Name');
        expect(result).toMatchObject({ ok: true, value: { email, displayName: 'New Name' } });
        await auth.signOut();
        expect(await auth.signInWithEmail(email, 'name-pass-1')).toMatchObject({
          ok: true,
          value: { displayName: 'New Name' },
        });
      });
    });

    describe('Google sign-in', () => {
      it('signs in as the Google account', async (context) => {
        const { google } = subject;
        if (!google) return context.skip();
        const listener = listen(auth);
        const result = await auth.signInWithGoogle();
        expect(result).toMatchObject({
          ok: true,
          value: { email: google.email, displayName: google.displayName },
        });
        await vi.waitFor(() => expect(listener.last()).toMatchObject({ email: google.email }));
      });
    });

    describe('provider failures', () => {
      it.for<[AuthErrorCode, (auth: AuthPort, s: AuthContractSubject) => Promise<unknown>]>([
        ['popup-closed', (a) => a.signInWithGoogle()],
        ['popup-blocked', (a) => a.signInWithGoogle()],
        ['too-many-attempts', (a, s) => a.signInWithEmail(s.existing.email, s.existing.password)],
        ['network', (a, s) => a.signUpWithEmail('Net Work', s.freshEmail(), 'net-pass-1')],
      ])('reports %s with its sentence, then works again', async ([code, attempt], context) => {
        if (!subject.failNext) return context.skip();
        subject.failNext(code);
        expect(await attempt(auth, subject)).toEqual(refusedWith(code));
        expect(await auth.getIdToken()).toBeNull();
        expect(await attempt(auth, subject)).toMatchObject({ ok: true });
      });
    });
  });
}
