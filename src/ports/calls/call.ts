// One call of the store's API, declared once as data: its method and path, who may make it,
// the schemas of what it is sent and answers, and the refusals it gives. The browser's HTTP
// adapter, the API server's routes, the in-memory API, the msw handlers and the OpenAPI
// document are all read from these declarations (docs/architecture.md, "Adding a call").
import type * as v from 'valibot';
import type { StaffRole } from '../../domain/staff-role';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may make the call: anyone ('public'); anyone, as themselves when they send a token
 * ('optional'); a signed-in person with the API's token ('signed-in'); an admin ('admin');
 * a person proving who they are with the identity provider's ID token ('id-token'); Stripe,
 * by its signature ('signature').
 */
export type Access = 'public' | 'optional' | 'signed-in' | 'admin' | 'id-token' | 'signature';

/** A reply that is a file (a CSV, a PDF, a page), not JSON. */
export interface FileReply {
  readonly file: string;
}

/** What one call sends: the path's parameters, the query string, the JSON body. */
export interface CallRequest {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** The identity provider's ID token, for an 'id-token' call. */
  readonly idToken?: string;
  /** The Idempotency-Key header, on a call that takes one. */
  readonly idempotencyKey?: string | undefined;
}

export interface CallSpec<Args extends readonly unknown[] = never> {
  readonly method: Method;
  /** The path in Hono's words (`/tool/:id`). */
  readonly path: string;
  readonly access: Access;
  /**
   * The staff roles that act here with the admin's rights (an 'admin' call: who besides the
   * admin may make it; a 'signed-in' one: who sees any account's data, as the admin does).
   * None: the admin alone. Both APIs apply it (viewerForCall, src/application/access-policy).
   */
  readonly staff?: readonly StaffRole[];
  /** One line for the reference page. */
  readonly summary: string;
  readonly params?: Readonly<Record<string, v.GenericSchema>>;
  /** The query string, each parameter a string. */
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  /** A file sent as the body itself (an image upload): its media types. */
  readonly bodyFile?: readonly string[];
  readonly reply: v.GenericSchema | FileReply;
  /** The status of a success; 200 unless said. */
  readonly status?: 200 | 201;
  /** The refusal codes of src/application/refusals.ts it may answer, beyond its access's. */
  readonly refusals?: readonly string[];
  /** Takes an Idempotency-Key header (src/domain/idempotency-key.ts). */
  readonly idempotencyKey?: true;
  /** The statuses it may answer without a refusal code (a 413, a 429). */
  readonly otherStatuses?: readonly number[];
  /**
   * How a port method's arguments become the request: present on every call the browser
   * makes (it is then a method of ApiPort), absent on those only others make.
   */
  readonly request?: (...args: Args) => CallRequest;
}

/** Any declared call, whatever its port arguments. */
export type AnyCall = CallSpec<never>;
export type CallTable = Readonly<Record<string, AnyCall>>;

/** Declares a call, keeping its exact type: the port method's arguments come from `request`. */
export const call = <const C extends AnyCall>(spec: C): C => spec;

/** The request of a call on one thing (`:id`) sent with a JSON body: the port takes both. */
export const idWithBody =
  <Body>() =>
  (id: string, body: Body): CallRequest => ({ params: { id }, body });

/** A list the caller only reads: answers are copies, but nobody should change them. */
type ReadList<T> = T extends (infer E)[] ? readonly E[] : T;
/** A reply as the port answers it: a list, or a page's items, read-only. */
type Answer<T> = T extends unknown[]
  ? ReadList<T>
  : { [K in keyof T]: K extends 'items' ? ReadList<T[K]> : T[K] };

export type ReplyOf<C extends AnyCall> = C['reply'] extends v.GenericSchema
  ? Answer<v.InferOutput<C['reply']>>
  : Blob;

/** The path with its parameters filled in, each one encoded: `tool/:id` → `tool/a%2Fb`. */
export const fillPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? ''));

/** The names of a path's parameters, in order. */
export const paramNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
