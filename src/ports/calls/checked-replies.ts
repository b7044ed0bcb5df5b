// What the compiler checks of a handler map against its call table: each handler answers
// its call's reply (a file call, a FileAnswer to stream, or a Blob already whole). A list and its pages share one route and
// one handler, so that handler may answer any of their replies.
import type * as v from 'valibot';
import type { FileAnswer } from '../../domain/file-answer';
import type { Result } from '../../domain/result';
import type { AnyCall, CallTable } from './call';

/** A reply as a handler may give it: nothing in it is changed after, so any part read-only. */
type Readable<T> = T extends readonly (infer E)[]
  ? readonly Readable<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Readable<T[K]> }
    : T;

type Answered<C extends AnyCall> = C['reply'] extends v.GenericSchema
  ? Readable<v.InferOutput<C['reply']>>
  : FileAnswer | Blob;

type RouteReply<T extends CallTable, C extends AnyCall> = {
  [K in keyof T]: T[K] extends { readonly method: C['method']; readonly path: C['path'] }
    ? Answered<T[K]>
    : never;
}[keyof T];

export type CheckedReplies<T extends CallTable> = {
  readonly [K in keyof T]?: (
    deps: never,
    ask: never,
  ) => Promise<Result<RouteReply<T, T[K]>, unknown>>;
};
