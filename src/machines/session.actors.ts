// The session machine's effects on the ports: the identity provider (loaded on demand, or
// only once needed for a session restored from the kept token), the API's token exchange
// and role check, and the token store.
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { AppPorts } from '../ports/app-ports';
import type { ApiError } from '../ports/api.port';
import type { AuthError, AuthUser } from '../ports/auth.port';
import type { Result } from '../domain/result';
import { PortRefusal } from '../ports/port-refusal';
import { readAccessTokenClaims } from '../domain/access-token-claims';
import { KEPT_TOKEN_MIN_LIFE_MS, sessionInputOf } from './session.kept-token';
import { whenProviderNeeded, type KeptTokenChanges } from './session.provider-needed';
import {
  sessionMachine,
  type AuthRequest,
  type SessionEvent,
  type SignInProblem,
  type WatchAuthInput,
} from './session.machine';

export type SessionPorts = Pick<AppPorts, 'api' | 'loadAuth' | 'tokens'>;

/**
 * What wakes the identity provider of a session restored from the kept token, besides the
 * token nearing its expiry: another tab's change of the kept token.
 */
export type SessionTiming = KeptTokenChanges;

/** A refusal of `source`, as the session's actors reject with it. */
async function valueOr<T, E>(
  answer: Promise<Result<T, E>>,
  problem: (error: E) => SignInProblem,
): Promise<T> {
  const result = await answer;
  if (result.ok) return result.value;
  throw new PortRefusal(problem(result.error));
}

const byApi = (error: ApiError): SignInProblem => ({ kind: 'api', error });

const refusedBy = (problem: SignInProblem): never => {
  throw new PortRefusal(problem);
};

export function provideSession(ports: SessionPorts, timing: SessionTiming = {}) {
  const expiryOfKeptToken = () => {
    const token = ports.tokens.get();
    return token === null ? null : (readAccessTokenClaims(token)?.expiresAt ?? null);
  };
  return sessionMachine.provide({
    actors: {
      watchAuth: fromCallback<SessionEvent, WatchAuthInput>(({ sendBack, input }) => {
        let stopped = false;
        let unsubscribe: (() => void) | undefined;
        const need = input.onlyWhenNeeded
          ? whenProviderNeeded(expiryOfKeptToken(), KEPT_TOKEN_MIN_LIFE_MS, timing)
          : undefined;
        const load = async () => {
          await need?.needed;
          // Stopped meanwhile (signed out): nothing of the provider is needed.
          return stopped ? undefined : ports.loadAuth();
        };
        load().then(
          (auth) => {
            if (stopped || auth === undefined) return;
            unsubscribe = auth.onAuthStateChanged((user) => sendBack({ type: 'AUTH_USER', user }));
          },
          () => {
            if (!stopped) sendBack({ type: 'AUTH_UNAVAILABLE' });
          },
        );
        return () => {
          stopped = true;
          need?.cancel();
          unsubscribe?.();
        };
      }),
      authenticate: fromPromise(async ({ input }: { input: AuthRequest }) => {
        const auth = await ports.loadAuth().catch(() => refusedBy({ kind: 'auth-unavailable' }));
        const byProvider = (error: AuthError): SignInProblem => ({ kind: 'auth', error });
        switch (input.type) {
          case 'SIGN_IN':
            return valueOr(auth.signInWithEmail(input.email, input.password), byProvider);
          case 'SIGN_UP':
            return valueOr(
              auth.signUpWithEmail(input.name, input.email, input.password),
              byProvider,
            );
          case 'SIGN_IN_WITH_GOOGLE':
            return valueOr(auth.signInWithGoogle(), byProvider);
        }
      }),
      exchangeToken: fromPromise(async ({ input: user }: { input: AuthUser }) => {
        const auth = await ports.loadAuth();
        const idToken = await auth.getIdToken();
        if (idToken === null) return refusedBy({ kind: 'id-token-lost' });
        const profile = user.displayName ? { name: user.displayName } : {};
        return valueOr(ports.api.exchangeToken(user.email, idToken, profile), byApi);
      }),
      checkRole: fromPromise(({ input }: { input: { email: string } }) =>
        valueOr(ports.api.isAdmin(input.email), byApi),
      ),
      signOut: fromPromise(async () => {
        const auth = await ports.loadAuth();
        await auth.signOut();
        return undefined;
      }),
    },
    actions: {
      storeToken: (_, { token, holder }) => {
        ports.tokens.set(token);
        ports.tokens.setHolder(holder);
      },
      keepHolder: (_, holder) => ports.tokens.setHolder(holder),
      clearToken: () => ports.tokens.clear(),
    },
  });
}

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * The app's session, started: signed out at once when no token is kept from a visit, and
 * signed in at once when the kept token is good and its holder known.
 */
export function startSession(ports: SessionPorts, timing: SessionTiming = {}): SessionActor {
  const session = createActor(provideSession(ports, timing), {
    input: sessionInputOf(ports.tokens, new Date()),
  });
  return session.start();
}
