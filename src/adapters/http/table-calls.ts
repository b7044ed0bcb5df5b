// The port of a table of calls (src/ports/calls) over HTTP: each call's request made from
// its declaration (method, path, credential, body, query), its JSON reply checked against
// the declared schema, a file reply fetched as one.
import type * as v from 'valibot';
import { fillPath, type AnyCall, type CallRequest, type CallTable } from '../../ports/calls/call';
import type { PortOf } from '../../ports/calls/port-of';
import type { ApiRequest, FetchFile, Send } from './api.http';

function requestOf(declared: AnyCall, sent: CallRequest): ApiRequest {
  const { access } = declared;
  return {
    method: declared.method,
    // ky's prefixUrl wants the path without its leading slash.
    path: fillPath(declared.path, sent.params).slice(1),
    credential:
      access === 'id-token'
        ? { idToken: sent.idToken ?? '' }
        : access === 'public'
          ? 'none'
          : access === 'optional'
            ? 'optional'
            : 'access-token',
    // A file is sent as the body itself, with its own type.
    ...(sent.body === undefined
      ? {}
      : declared.bodyFile
        ? { body: sent.body as Blob }
        : { json: sent.body }),
    ...(sent.query && Object.keys(sent.query).length > 0 ? { searchParams: sent.query } : {}),
    ...(declared.idempotencyKey && sent.idempotencyKey !== undefined
      ? { idempotencyKey: sent.idempotencyKey }
      : {}),
  };
}

export function callsOver<T extends CallTable>(
  table: T,
  send: Send,
  fetchFile: FetchFile,
): PortOf<T> {
  const calls = Object.entries(table).flatMap(([name, declared]) => {
    const { request, reply } = declared as AnyCall;
    if (!request) return [];
    const make = request as (...args: unknown[]) => CallRequest;
    const call = (...args: unknown[]) => {
      const sent = requestOf(declared as AnyCall, make(...args));
      return 'file' in reply ? fetchFile(sent) : send({ ...sent, reply: reply as v.GenericSchema });
    };
    return [[name, call] as const];
  });
  return Object.fromEntries(calls) as PortOf<T>;
}
