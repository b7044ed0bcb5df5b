// The port a table of calls gives the browser: one method a call it makes (a `request`),
// taking that function's arguments and answering the reply's type. ApiPort is built of
// these, so no method is written twice.
import type { ApiResult } from '../api.port';
import type { CallRequest, CallTable, ReplyOf } from './call';

type Requested = { readonly request: (...args: never) => CallRequest };

/** The names of the calls the browser makes. */
export type PortCallName<T extends CallTable> = {
  [K in keyof T]: T[K] extends Requested ? K : never;
}[keyof T] &
  string;

export type PortOf<T extends CallTable> = {
  [K in PortCallName<T>]: T[K] extends { readonly request: (...args: infer A) => CallRequest }
    ? (...args: A) => ApiResult<ReplyOf<T[K]>>
    : never;
};
