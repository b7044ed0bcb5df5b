// The in-memory API's calls served from the call table, as the API server serves them
// (server/src/http/call-routes.ts): who may call, the request read by the call's schemas,
// then the same handler (src/application) over the in-memory stores. Each answer is a copy;
// a file is gathered into a Blob.
import * as policy from '../../application/access-policy';
import type { FileAnswer } from '../../domain/file-answer';
import type { CallHandler } from '../../application/served-call';
import type { Viewer } from '../../application/viewer';
import { fail } from '../../domain/result';
import type { ApiResult } from '../../ports/api.port';
import type { AnyCall, CallRequest, CallTable } from '../../ports/calls/call';
import type { CheckedReplies } from '../../ports/calls/checked-replies';
import type { PortCallName, PortOf } from '../../ports/calls/port-of';
import { readRequest } from '../../ports/calls/read-request';
import { answerOf, invalid } from './api-errors';
import { copy, type Outcome } from './api-input';

type Work<T> = () => Outcome<T> | Promise<Outcome<T>>;

async function blobOf(file: FileAnswer | Blob): Promise<Blob> {
  if (file instanceof Blob) return file;
  const parts: string[] = [];
  for await (const chunk of file.chunks) parts.push(chunk);
  return new Blob(parts, { type: file.type });
}

/** How the in-memory API lets a call through: its simulated faults, then who is calling. */
export interface MemoryGate {
  answer<T>(work: Work<T>): ApiResult<T>;
  signedIn<T>(work: (viewer: Viewer) => Outcome<T> | Promise<Outcome<T>>): ApiResult<T>;
  /** Whether the caller holds a token (an 'optional' call is then checked as signed in). */
  hasToken(): boolean;
}

export interface ServedCalls<Port> {
  readonly port: Port;
  /** Serves one call from a request as it came over HTTP (the msw handlers). */
  serve(name: string, sent: CallRequest): ApiResult<unknown>;
}

export function servedInMemory<T extends CallTable, Deps, N extends PortCallName<T>>(
  table: T,
  handlers: Readonly<Record<N, CallHandler<Deps>>> & CheckedReplies<T>,
  deps: Deps,
  gate: MemoryGate,
): ServedCalls<Pick<PortOf<T>, N>> {
  function run(declared: AnyCall, handler: CallHandler<Deps>, sent: CallRequest) {
    return async (caller: Viewer | undefined): Promise<Outcome<unknown>> => {
      const viewer = caller && policy.viewerForCall(caller, declared.staff);
      if (declared.access === 'admin' && viewer) {
        const admin = answerOf(policy.requireAdmin(viewer));
        if (!admin.ok) return admin;
      }
      // A file is sent as a Blob; the handler reads its bytes, as the API server's does.
      const body = declared.bodyFile && sent.body instanceof Blob;
      const read = readRequest(
        declared,
        body ? { ...sent, body: new Uint8Array(await (sent.body as Blob).arrayBuffer()) } : sent,
      );
      if (!read.ok) return fail(invalid(read.message));
      const idToken = declared.access === 'id-token' ? sent.idToken : undefined;
      const answer = answerOf(await handler(deps, { ...read.value, viewer, idToken }));
      if (!answer.ok) return answer;
      const file = 'file' in declared.reply;
      return {
        ok: true,
        value: file ? await blobOf(answer.value as FileAnswer | Blob) : copy(answer.value),
      };
    };
  }

  function serve(name: string, sent: CallRequest): ApiResult<unknown> {
    const declared = table[name];
    const handler = (handlers as Readonly<Record<string, CallHandler<Deps> | undefined>>)[name];
    if (!declared || !handler) throw new Error(`${name} is not served in memory`);
    const answer = run(declared, handler, sent);
    const signedIn = declared.access === 'signed-in' || declared.access === 'admin';
    if (signedIn || (declared.access === 'optional' && gate.hasToken())) {
      return gate.signedIn(answer);
    }
    return gate.answer(() => answer(undefined));
  }

  const port = Object.fromEntries(
    (Object.keys(handlers) as N[]).map((name) => {
      const request = (table[name] as AnyCall).request as (...args: unknown[]) => CallRequest;
      return [name, (...args: unknown[]) => serve(name, request(...args))];
    }),
  );
  return { port: port as Pick<PortOf<T>, N>, serve };
}
