// The session: loading the auth state → signed out | signed in as a customer, an admin or
// one of the staff roles (issue 27).
// After each sign-in the identity provider's ID token is exchanged for the API's access
// token, which is kept with its holder, and the API is asked for the role. A returning
// person whose kept token is good for a while yet is signed in from it at once; the
// identity provider then loads only once needed (session.provider-needed.ts). Side effects
// are actors named here and supplied by `provideSession` (session.actors.ts) or by a test.
import { and, assertEvent, assign, emit, fromCallback, fromPromise, setup, stateIn } from 'xstate';
import { isStaffRole, type Role, type StaffRole } from '../domain/staff-role';
import type { ApiError } from '../ports/api.port';
import type { AuthError, AuthUser } from '../ports/auth.port';
import { PortRefusal } from '../ports/port-refusal';
import type { TokenHolder } from '../ports/token-store.port';

export type AuthRequest =
  | { readonly type: 'SIGN_IN'; readonly email: string; readonly password: string }
  | {
      readonly type: 'SIGN_UP';
      readonly name: string;
      readonly email: string;
      readonly password: string;
    }
  | { readonly type: 'SIGN_IN_WITH_GOOGLE' };

export type SessionEvent =
  | AuthRequest
  /** A page is about to need the identity provider (login, sign-up): load it, forget old errors. */
  | { readonly type: 'AUTH_NEEDED' }
  | { readonly type: 'SIGN_OUT' }
  /**
   * The API refused the access token (see `endsSession`): sign out and go home, or, when
   * the page asked the person to sign in again, to the login page leading to `signInTo`.
   */
  | { readonly type: 'SESSION_EXPIRED'; readonly signInTo?: string }
  /** A page needs the role now: check it at once if it could not be checked. */
  | { readonly type: 'RECHECK' }
  /** From the identity provider: who is signed in there now. */
  | { readonly type: 'AUTH_USER'; readonly user: AuthUser | null }
  /** The identity provider could not be loaded (offline, blocked script). */
  | { readonly type: 'AUTH_UNAVAILABLE' };

/** What the API says of the person's role (`GET /admin/{email}`). */
export interface RoleAnswer {
  readonly admin: boolean;
  readonly role?: Role | undefined;
}

export interface SessionContext {
  /** The identity provider's user while signing in and signed in. */
  readonly authUser: AuthUser | null;
  readonly admin: boolean;
  /** The staff role the API said (warehouse, sales, finance), once signed in as staff. */
  readonly staffRole: StaffRole | null;
  /** Why the last sign-in failed; the form says it in words. */
  readonly error: SignInProblem | null;
  /** Whether the identity provider is loaded and being listened to. */
  readonly watching: boolean;
  /** Whether the stored access token was just issued (a refusal then is not staleness). */
  readonly freshToken: boolean;
  /**
   * Whether this session was kept from an earlier visit and is being picked up again (not a
   * sign-in the person just asked for): an unreachable API then leaves it signed in.
   */
  readonly restoring: boolean;
  /** Role checks in a row that could not reach the API (they back off). */
  readonly recheckAttempts: number;
  readonly hasStoredToken: boolean;
  /** The kept token expires soon (or has): a new one is asked for once the person is known. */
  readonly renewKeptToken: boolean;
}

export interface SessionInput {
  /** A token kept from an earlier visit: only then is the identity provider loaded at once. */
  readonly hasStoredToken: boolean;
  /**
   * The holder of the kept token, when that token is good for a while yet (its claims say
   * so): signed in as them at once, without waiting for the identity provider.
   */
  readonly restoreAs?: AuthUser | null;
  /** The kept token's claims say it expires soon or has expired. */
  readonly keptTokenExpiring?: boolean;
}

/** What the identity provider's watcher is given. */
export interface WatchAuthInput {
  /**
   * Restored from the kept token: load the identity provider only once it is needed
   * (another tab changed the token, or it nears its expiry).
   */
  readonly onlyWhenNeeded: boolean;
}

export type SessionEmitted = {
  readonly type: 'expired';
  /** Where the person goes once signed in again; absent: the session just ended. */
  readonly signInTo?: string;
};

/** Why a sign-in did not finish, as a value. */
export type SignInProblem =
  /** The identity provider refused (wrong password, e-mail in use…): its domain sentence. */
  | { readonly kind: 'auth'; readonly error: AuthError }
  /** The API refused to exchange the sign-in or to say the role. */
  | { readonly kind: 'api'; readonly error: ApiError }
  /** The identity provider's code could not be loaded (offline, a blocked script). */
  | { readonly kind: 'auth-unavailable' }
  /** Signed in at the provider, but it gave no ID token to exchange. */
  | { readonly kind: 'id-token-lost' }
  /** Anything else that stopped it: a fault of ours. */
  | { readonly kind: 'unfinished' };

/** What the sign-in actors reject with: a problem, or (for a fault) anything thrown. */
export function signInProblemOf(error: unknown): SignInProblem {
  if (error instanceof PortRefusal) {
    const reason: unknown = error.reason;
    if (isSignInProblem(reason)) return reason;
  }
  return { kind: 'unfinished' };
}

const isSignInProblem = (value: unknown): value is SignInProblem =>
  typeof value === 'object' && value !== null && 'kind' in value;

/** The API could not be reached, or failed: nothing was refused, so nothing ends. */
const isUnreachable = (error: unknown): boolean => {
  const problem = signInProblemOf(error);
  return (
    problem.kind === 'api' && (problem.error.kind === 'network' || problem.error.kind === 'server')
  );
};

/** Longest wait between role checks while the API cannot be reached. */
const RECHECK_MAX_MS = 30_000;

const isStaleToken = (error: unknown): boolean => {
  const problem = signInProblemOf(error);
  return problem.kind === 'api' && problem.error.kind === 'unauthorized';
};

function notProvided(name: string): never {
  throw new Error(`The session's "${name}" was not provided (see provideSession).`);
}

function userOf(context: SessionContext): AuthUser {
  return context.authUser ?? notProvided('user');
}

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** Loads the identity provider and reports each auth state as AUTH_USER. */
    watchAuth: fromCallback<SessionEvent, WatchAuthInput>(() => notProvided('watchAuth')),
    // Each rejects with a PortRefusal of a SignInProblem when it is refused.
    authenticate: fromPromise<AuthUser, AuthRequest>(async () => notProvided('authenticate')),
    exchangeToken: fromPromise<{ readonly token: string }, AuthUser>(async () =>
      notProvided('exchangeToken'),
    ),
    checkRole: fromPromise<RoleAnswer, { email: string }>(async () => notProvided('checkRole')),
    signOut: fromPromise<undefined>(async () => notProvided('signOut')),
  },
  actions: {
    storeToken: (_, _params: { token: string; holder: TokenHolder }) => notProvided('storeToken'),
    /** Keeps the holder beside the kept token, for greeting them on the next visit. */
    keepHolder: (_, _params: TokenHolder) => notProvided('keepHolder'),
    clearToken: () => notProvided('clearToken'),
    rememberUser: assign({
      authUser: ({ event }) => {
        assertEvent(event, 'AUTH_USER');
        return event.user;
      },
    }),
    clearError: assign({ error: null }),
    /** Why the actor that failed stopped the sign-in. */
    rememberProblem: assign({
      error: ({ event }) => signInProblemOf('error' in event ? event.error : undefined),
    }),
    rememberRole: assign((_, answer: RoleAnswer) => ({
      admin: answer.admin,
      staffRole: !answer.admin && isStaffRole(answer.role) ? answer.role : null,
    })),
    askedByForm: assign({ restoring: false }),
    confirmed: assign({ restoring: false, recheckAttempts: 0 }),
  },
  delays: {
    // 2 s, 4 s, 8 s… up to 30 s between role checks while the API cannot be reached
    // (the attempts count the check made on restoring too).
    recheckDelay: ({ context }) =>
      Math.min(2_000 * 2 ** Math.max(0, context.recheckAttempts - 1), RECHECK_MAX_MS),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    /** The kept token is good and its holder known: restored without the identity provider. */
    restoredFromToken: ({ context }) => context.authUser !== null,
    renewKeptToken: ({ context }) => context.renewKeptToken,
    checkingKeptToken: stateIn({ signedIn: { unconfirmed: 'checking' } }),
    keptSessionUnreachable: ({ context, event }) =>
      context.restoring && 'error' in event && isUnreachable(event.error),
    hasUser: ({ event }) => event.type === 'AUTH_USER' && event.user !== null,
    // E-mails in any case: a session restored from the token has the API's lower-cased one.
    isSameUser: ({ context, event }) =>
      event.type === 'AUTH_USER' &&
      event.user?.email.toLowerCase() === context.authUser?.email.toLowerCase(),
  },
});

/** Loads the identity provider (now, or once needed) and listens to it, once. */
const watchAuthOnce = (onlyWhenNeeded: boolean) =>
  sessionSetup.enqueueActions(({ context, enqueue }) => {
    if (context.watching) return;
    enqueue.spawnChild('watchAuth', { id: 'authWatcher', input: { onlyWhenNeeded } });
    enqueue.assign({ watching: true });
  });
const watchAuth = watchAuthOnce(false);
const watchAuthWhenNeeded = watchAuthOnce(true);

const holderOf = (user: AuthUser): TokenHolder => ({
  email: user.email,
  name: user.displayName,
});

/** The user of an AUTH_USER event, kept beside the token for the next visit. */
const keepHolderOfEvent = {
  type: 'keepHolder',
  params: ({ event }: { event: SessionEvent }) => {
    assertEvent(event, 'AUTH_USER');
    return holderOf(event.user ?? notProvided('user'));
  },
} as const;

const stopWatching = sessionSetup.enqueueActions(({ enqueue }) => {
  enqueue.stopChild('authWatcher');
  enqueue.assign({ watching: false });
});

const endSession = {
  entry: 'clearToken',
  invoke: { src: 'signOut', onDone: 'signedOut', onError: 'signedOut' },
} as const;

/** A sign-in the person asked for with a form: any of its three ways. */
const signInAsked = {
  target: 'authenticating',
  actions: ['clearError', 'askedByForm', watchAuth],
} as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    admin: false,
    staffRole: null,
    error: null,
    watching: false,
    freshToken: false,
    restoring: false,
    recheckAttempts: 0,
    hasStoredToken: input.hasStoredToken,
    renewKeptToken: input.keptTokenExpiring ?? false,
    authUser: input.restoreAs ?? null,
  }),
  initial: 'starting',
  states: {
    // A visitor with no kept token is signed out at once: nothing of the identity provider
    // is loaded until a page needs it. A returning person whose kept token is good is
    // signed in at once as its holder, and the identity provider loads only once needed;
    // any other kept token (expired, unreadable, no holder) waits for the provider.
    starting: {
      always: [
        {
          guard: 'restoredFromToken',
          target: 'signedIn.unconfirmed.checking',
          actions: [assign({ restoring: true }), watchAuthWhenNeeded],
        },
        { guard: 'hasStoredToken', target: 'restoring' },
        { target: 'signedOut' },
      ],
    },
    restoring: {
      entry: [watchAuth, assign({ restoring: true })],
      on: {
        // Signed in at once from the kept token: pages that need no role load their data
        // while the role is checked, instead of after it. A token that expires soon is
        // renewed first, rather than be refused in the middle of the visit.
        AUTH_USER: [
          {
            guard: and(['hasUser', 'renewKeptToken']),
            target: 'exchanging',
            actions: ['rememberUser', assign({ renewKeptToken: false })],
          },
          {
            guard: 'hasUser',
            target: 'signedIn.unconfirmed.checking',
            actions: ['rememberUser', keepHolderOfEvent, assign({ freshToken: false })],
          },
          { target: 'signedOut', actions: 'clearToken' },
        ],
        AUTH_UNAVAILABLE: {
          target: 'signedOut',
          actions: [stopWatching, assign({ error: { kind: 'auth-unavailable' } })],
        },
      },
    },
    signedOut: {
      entry: assign({ authUser: null, admin: false, staffRole: null }),
      initial: 'idle',
      on: {
        AUTH_NEEDED: { actions: ['clearError', watchAuth] },
        AUTH_UNAVAILABLE: { actions: stopWatching },
      },
      states: {
        idle: {
          on: {
            SIGN_IN: signInAsked,
            SIGN_UP: signInAsked,
            SIGN_IN_WITH_GOOGLE: signInAsked,
            // Signed in at the provider without a form: a kept provider session, another tab.
            AUTH_USER: { guard: 'hasUser', target: '#session.exchanging', actions: 'rememberUser' },
          },
        },
        authenticating: {
          invoke: {
            src: 'authenticate',
            input: ({ event }) => {
              assertEvent(event, ['SIGN_IN', 'SIGN_UP', 'SIGN_IN_WITH_GOOGLE']);
              return event;
            },
            onDone: {
              target: '#session.exchanging',
              actions: assign({ authUser: ({ event }) => event.output }),
            },
            onError: { target: 'idle', actions: 'rememberProblem' },
          },
        },
      },
    },
    exchanging: {
      invoke: {
        src: 'exchangeToken',
        input: ({ context }) => userOf(context),
        onDone: {
          target: 'checkingRole',
          actions: [
            {
              type: 'storeToken',
              params: ({ context, event }) => ({
                token: event.output.token,
                holder: holderOf(userOf(context)),
              }),
            },
            assign({ freshToken: true }),
          ],
        },
        onError: [
          { guard: 'keptSessionUnreachable', target: 'signedIn.unconfirmed' },
          { target: 'failing', actions: 'rememberProblem' },
        ],
      },
    },
    checkingRole: {
      invoke: {
        src: 'checkRole',
        input: ({ context }) => ({ email: userOf(context).email }),
        onDone: {
          target: '#session.signedIn.answered',
          actions: { type: 'rememberRole', params: ({ event }) => event.output },
        },
        onError: [
          // A kept token can be out of date (they expire): get a new one, once.
          {
            guard: ({ context, event }) => !context.freshToken && isStaleToken(event.error),
            target: 'exchanging',
          },
          // A kept session whose role cannot be asked now: still signed in; asked again soon.
          { guard: 'keptSessionUnreachable', target: 'signedIn.unconfirmed' },
          { target: 'failing', actions: 'rememberProblem' },
        ],
      },
    },
    signedIn: {
      initial: 'customer',
      states: {
        customer: { entry: 'confirmed' },
        admin: { entry: 'confirmed' },
        staff: { entry: 'confirmed' },
        // The API's answer, sorted at once into the role's state.
        answered: {
          always: [
            { guard: ({ context }) => context.admin, target: 'admin' },
            { guard: ({ context }) => context.staffRole !== null, target: 'staff' },
            { target: 'customer' },
          ],
        },
        // Signed in from an earlier visit, but the API could not say the role: pages that
        // need no role work; the role is asked again, backing off, or at once on RECHECK.
        unconfirmed: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { recheckDelay: 'checking' },
              on: { RECHECK: 'checking' },
            },
            checking: {
              entry: assign({ recheckAttempts: ({ context }) => context.recheckAttempts + 1 }),
              invoke: {
                src: 'checkRole',
                input: ({ context }) => ({ email: userOf(context).email }),
                onDone: {
                  target: '#session.signedIn.answered',
                  actions: { type: 'rememberRole', params: ({ event }) => event.output },
                },
                onError: [
                  { guard: ({ event }) => isUnreachable(event.error), target: 'waiting' },
                  {
                    guard: ({ event }) => isStaleToken(event.error),
                    target: '#session.exchanging',
                  },
                  { target: '#session.failing', actions: 'rememberProblem' },
                ],
              },
            },
          },
        },
      },
      on: {
        SIGN_OUT: 'signingOut',
        SESSION_EXPIRED: [
          // A page's 401 while the kept token is being checked: the check finds out too, and
          // gets a fresh token (the pages then load again) instead of signing out.
          { guard: 'checkingKeptToken' },
          {
            target: 'signingOut',
            actions: emit(({ event }) => {
              assertEvent(event, 'SESSION_EXPIRED');
              return event.signInTo === undefined
                ? { type: 'expired' as const }
                : { type: 'expired' as const, signInTo: event.signInTo };
            }),
          },
        ],
        AUTH_USER: [
          // The identity provider confirms a session restored from the kept token: nothing
          // visible changes. A new display name (the profile page) shows in the greeting at
          // once, and is kept for the next visit's.
          { guard: 'isSameUser', actions: ['rememberUser', keepHolderOfEvent] },
          // Signed in as someone else in another tab: that person's session, here too.
          { guard: 'hasUser', target: 'exchanging', actions: 'rememberUser' },
          // Signed out in another tab, or the provider lost its sign-in. The API token may
          // still be good, but the provider is who says someone is signed in on this
          // browser: the session ends, as it always has (the token could not be renewed).
          { target: 'signedOut', actions: 'clearToken' },
        ],
        // Could not load the provider (offline, a blocked script): the kept token still
        // works with the API, so the session goes on; a page that needs the provider (a
        // rename) loads it again.
        AUTH_UNAVAILABLE: { actions: stopWatching },
      },
    },
    signingOut: endSession,
    // A sign-in that could not be finished: no half session is left behind.
    failing: endSession,
  },
});
