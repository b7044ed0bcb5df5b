// Registers the calls of a table (src/ports/calls) with their handlers (src/application):
// who may call (the token, the admin check), the request read by the call's schemas (a 400
// with the domain's sentence), the handler's refusal as { message, code }, the reply with
// the call's status, or the file it answers, streamed (file-reply.ts). A route's own extras
// (a rate limit) come in `before`.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import type { FileAnswer } from '../../../src/domain/file-answer';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/domain/idempotency-key';
import { requireAdmin, viewerForCall } from '../../../src/application/access-policy';
import type { CallHandlers } from '../../../src/application/served-call';
import type { AnyCall, CallTable } from '../../../src/ports/calls/call';
import type { CheckedReplies } from '../../../src/ports/calls/checked-replies';
import { readRequest } from '../../../src/ports/calls/read-request';
import type { AppEnv, Viewer } from './app-env';
import { authenticate, bearerToken } from './authenticate';
import { fileReply } from './file-reply';
import { fail } from './problem';
import { valueOf } from './refuse';
import { readJsonBody } from './request-input';

type Gatekeepers = Parameters<typeof authenticate>[0];

/** The viewer as this call sees them: with the admin's rights when the call admits their role. */
const viewerOf = (c: Context<AppEnv>, declared: AnyCall): Viewer | undefined => {
  const viewer = c.get('viewer') as Viewer | undefined;
  return viewer && (viewerForCall(viewer, declared.staff) as Viewer);
};

function accessOf(declared: AnyCall, deps: Gatekeepers): MiddlewareHandler<AppEnv>[] {
  const signedIn = authenticate(deps);
  switch (declared.access) {
    case 'signed-in':
      return [signedIn];
    case 'admin':
      return [
        signedIn,
        createMiddleware<AppEnv>(async (c, next) => {
          valueOf(requireAdmin(viewerOf(c, declared) as Viewer));
          await next();
        }),
      ];
    // Anyone; a request that carries a token is checked like any other.
    case 'optional':
      return [
        createMiddleware<AppEnv>(async (c, next) =>
          c.req.header('Authorization') === undefined ? next() : signedIn(c, next),
        ),
      ];
    default:
      return [];
  }
}

async function askOf(c: Context<AppEnv>, declared: AnyCall) {
  const read = readRequest(declared, {
    params: c.req.param(),
    query: c.req.query(),
    // Read only when declared: a call without a body ignores what is sent; a file's bytes.
    body: declared.bodyFile
      ? new Uint8Array(await c.req.arrayBuffer())
      : declared.body
        ? await readJsonBody(c)
        : undefined,
    idempotencyKey: declared.idempotencyKey ? c.req.header(IDEMPOTENCY_KEY_HEADER) : undefined,
  });
  if (!read.ok) return fail(400, read.message);
  return {
    ...read.value,
    viewer: viewerOf(c, declared),
    idToken:
      declared.access === 'id-token' ? bearerToken(c.req.header('Authorization')) : undefined,
  };
}

export function callRoutes<T extends CallTable, Deps>(
  table: T,
  handlers: CallHandlers<Deps> & CheckedReplies<T>,
  deps: Deps & Gatekeepers & { readonly log?: (line: string) => void },
  before: Partial<Record<keyof T, MiddlewareHandler<AppEnv>[]>> = {},
  /** After a call succeeded (a write clears the tool cache). */
  done: () => void = () => undefined,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const log = deps.log ?? ((line: string) => console.log(line));
  const registered = new Set<string>();
  for (const [name, declared] of Object.entries(table) as [string, AnyCall][]) {
    const handler = handlers[name];
    const route = `${declared.method} ${declared.path}`;
    // A list's page call shares its route: the list's handler reads the query.
    if (!handler || registered.has(route)) continue;
    registered.add(route);
    const answer: MiddlewareHandler<AppEnv> = async (c) => {
      const value = valueOf(await handler(deps, await askOf(c, declared)));
      done();
      if ('file' in declared.reply) return fileReply(c, value as FileAnswer | Blob, log);
      return c.json(value as object, declared.status ?? 200);
    };
    const [first, ...rest] = [...accessOf(declared, deps), ...(before[name] ?? [])];
    const method = declared.method.toUpperCase();
    if (first) app.on(method, declared.path, every(first, ...rest), answer);
    else app.on(method, declared.path, answer);
  }
  return app;
}
