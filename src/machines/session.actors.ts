// The session machine's effects on the ports: the identity provider (loaded on demand),
// the API's token exchange and role check, and the token store.
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { AppPorts } from '../ports/app-ports';
import type { AuthUser } from '../ports/auth.port';
import { fail } from '../domain/result';
import {
  sessionMachine,
  type AuthRequest,
  type ExchangeResult,
  type SessionEvent,
} from './session.machine';

export type SessionPorts = Pick<AppPorts, 'api' | 'loadAuth' | 'tokens'>;

export const NO_ID_TOKEN_MESSAGE = 'Your sign-in was lost on the way. Please try again.';

export function provideSession(ports: SessionPorts) {
  return sessionMachine.provide({
    actors: {
      watchAuth: fromCallback<SessionEvent>(({ sendBack }) => {
        let stopped = false;
        let unsubscribe: (() => void) | undefined;
        ports.loadAuth().then(
          (auth) => {
            if (stopped) return;
            unsubscribe = auth.onAuthStateChanged((user) => sendBack({ type: 'AUTH_USER', user }));
          },
          () => {
            if (!stopped) sendBack({ type: 'AUTH_UNAVAILABLE' });
          },
        );
        return () => {
          stopped = true;
          unsubscribe?.();
        };
      }),
      authenticate: fromPromise(async ({ input }: { input: AuthRequest }) => {
        const auth = await ports.loadAuth();
        switch (input.type) {
          case 'SIGN_IN':
            return auth.signInWithEmail(input.email, input.password);
          case 'SIGN_UP':
            return auth.signUpWithEmail(input.name, input.email, input.password);
          case 'SIGN_IN_WITH_GOOGLE':
            return auth.signInWithGoogle();
        }
      }),
      exchangeToken: fromPromise(
        async ({ input: user }: { input: AuthUser }): Promise<ExchangeResult> => {
          const auth = await ports.loadAuth();
          const idToken = await auth.getIdToken();
          if (idToken === null) return fail({ message: NO_ID_TOKEN_MESSAGE });
          const profile = user.displayName ? { name: user.displayName } : {};
          return ports.api.exchangeToken(user.email, idToken, profile);
        },
      ),
      checkRole: fromPromise(({ input }: { input: { email: string } }) =>
        ports.api.isAdmin(input.email),
      ),
      signOut: fromPromise(async () => {
        const auth = await ports.loadAuth();
        await auth.signOut();
        return undefined;
      }),
    },
    actions: {
      storeToken: (_, { token }) => ports.tokens.set(token),
      clearToken: () => ports.tokens.clear(),
    },
  });
}

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The app's session, started: signed out at once when no token is kept from a visit. */
export function startSession(ports: SessionPorts): SessionActor {
  const session = createActor(provideSession(ports), {
    input: { hasStoredToken: ports.tokens.get() !== null },
  });
  return session.start();
}
