// What a use case served through the call table (src/ports/calls) is given: who asks, and
// the request as its declaration's schemas read it. The API server and the in-memory API
// build it the same way, so a handler is one line calling its use case.
import type { Result } from '../domain/result';
import type { Refusal } from './refusals';
import type { Viewer } from './viewer';

export interface Ask<Params = Readonly<Record<string, string>>, Body = unknown> {
  /** Undefined on a call anyone may make without signing in. */
  readonly viewer: Viewer | undefined;
  readonly params: Params;
  /** The query string as sent: list calls read it with src/domain/page-query.ts. */
  readonly query: Readonly<Record<string, string>>;
  readonly body: Body;
  /** The identity provider's ID token, on the sign-in exchange. */
  readonly idToken: string | undefined;
  /** The Idempotency-Key header, on a call that takes one. */
  readonly idempotencyKey?: string | undefined;
}

/** An Ask on a call only a signed-in person reaches (access 'signed-in' or 'admin'). */
export interface SignedInAsk<Params = Readonly<Record<string, string>>, Body = unknown> extends Ask<
  Params,
  Body
> {
  readonly viewer: Viewer;
}

/** A signed-in Ask carrying the body its call's schema read. */
export type BodyAsk<Body, Params = Readonly<Record<string, string>>> = SignedInAsk<Params, Body>;

/** A signed-in Ask on one thing, named by its path's `:id`. */
export type ById<Body = unknown> = SignedInAsk<{ id: string }, Body>;

/**
 * A use case as a call's handler. Written as a method so that each handler may ask for the
 * narrower Ask its call's declaration guarantees (a viewer, an `email` parameter).
 */
export type CallHandler<Deps> = {
  serve(deps: Deps, ask: Ask): Promise<Result<unknown, Refusal>>;
}['serve'];

export type CallHandlers<Deps> = Readonly<Record<string, CallHandler<Deps>>>;
