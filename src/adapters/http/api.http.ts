// ApiPort over HTTP with ky: one method per call of spec section 7 (with the deviations of
// architecture.md), each reply checked against the domain's schemas.
import type { ResponsePromise } from 'ky';
import * as v from 'valibot';
import { ReviewSchema } from '../../domain/review';
import { ROLES } from '../../domain/staff-role';
import { ToolSchema } from '../../domain/tool-schema';
import type { ApiPort, ApiResult } from '../../ports/api.port';
import { fail } from '../../domain/result';
import type { TokenStore } from '../../ports/token-store.port';
import type { Exchange } from './ky-exchange';
import { lazyCalls, lazyPort, withLaterCalls } from './lazy-calls';

export interface HttpApiOptions {
  /** Where the API lives, e.g. `http://127.0.0.1:8787` or `/api`. */
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  readonly fetch?: typeof globalThis.fetch;
  readonly timeoutMs?: number;
}

/** Which bearer token a call carries: none, the stored API token, or a given ID token. */
/** 'optional': the stored API token when there is one (a call open to anyone). */
type Credential = 'none' | 'access-token' | 'optional' | { readonly idToken: string };

/** One request: where, how, and with which token. */
export interface ApiRequest {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly credential: Credential;
  readonly json?: unknown;
  /** A file sent as the body itself (an image upload). */
  readonly body?: Blob;
  readonly searchParams?: Readonly<Record<string, string>>;
  /** Sent as the Idempotency-Key header (placing an order). */
  readonly idempotencyKey?: string;
}

/** A request whose JSON reply is checked against `reply`. */
export interface Call<S extends v.GenericSchema> extends ApiRequest {
  readonly reply: S;
}

export type Send = <S extends v.GenericSchema>(call: Call<S>) => ApiResult<v.InferOutput<S>>;
/** A request whose reply is a file to save (a CSV, a PDF). */
export type FetchFile = (request: ApiRequest) => ApiResult<Blob>;

/** The calls made here, at once: the home page's and the session's. */
export type EagerCall = 'exchangeToken' | 'isAdmin' | 'listTools' | 'listReviews';

const segment = encodeURIComponent;

export function createHttpApi(options: HttpApiOptions): ApiPort {
  // ky and the error mapping come with the first call (ky-exchange.ts); if they cannot
  // load, the call fails as one that could not reach the API, and the next one tries again.
  let kyLoading: Promise<Exchange> | undefined;
  const loadKy = () =>
    (kyLoading ??= import('./ky-exchange').then(
      (m) => m.kyExchange(options),
      (error: unknown) => {
        kyLoading = undefined;
        throw error;
      },
    ));
  const viaKy = lazyCalls(loadKy);

  const bearerOf = (credential: Credential): string | null => {
    if (credential === 'none') return null;
    if (credential === 'access-token' || credential === 'optional') return options.tokens.get();
    return credential.idToken;
  };

  /** Makes one call: the token it needs (or a not-signed-in answer), and every failure. */
  function exchange<T>(
    call: ApiRequest,
    read: (reply: ResponsePromise) => Promise<T>,
  ): ApiResult<T> {
    const bearer = bearerOf(call.credential);
    // Without a token the server can only say 401: say it without the round trip.
    if (call.credential !== 'none' && call.credential !== 'optional' && !bearer) {
      return Promise.resolve(fail({ kind: 'unauthorized', code: 'not-signed-in' }));
    }
    return viaKy((run) => run(call, bearer, read));
  }

  const send: Send = (call) => exchange(call, (reply) => reply.json(call.reply));
  const fetchFile: FetchFile = (call) => exchange(call, (reply) => reply.blob());

  // The home page's calls (and the session's) are here; every other call, with its reply
  // schemas, comes with the first of them (account-api.http.ts).
  const eager = {
    exchangeToken: (email, idToken, profile) =>
      send({
        method: 'put',
        path: `user/${segment(email)}`,
        credential: { idToken },
        json: { name: profile.name, email: profile.email ?? email },
        reply: v.object({ token: v.string() }),
      }),

    isAdmin: (email) =>
      send({
        method: 'get',
        path: `admin/${segment(email)}`,
        credential: 'access-token',
        reply: v.object({ admin: v.boolean(), role: v.optional(v.picklist(ROLES)) }),
      }),

    listTools: () =>
      send({ method: 'get', path: 'tool', credential: 'none', reply: v.array(ToolSchema) }),

    listReviews: () =>
      send({ method: 'get', path: 'review', credential: 'none', reply: v.array(ReviewSchema) }),
  } satisfies Pick<ApiPort, EagerCall>;
  // Their first call needs ky as well: both load at once, not one after the other.
  const later = lazyPort<Omit<ApiPort, EagerCall>>(() => {
    loadKy().catch(() => undefined);
    return import('./account-api.http').then((m) => m.accountCallsOver(send, fetchFile));
  });
  return withLaterCalls(eager, later);
}
