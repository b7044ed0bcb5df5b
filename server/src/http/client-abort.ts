// Whether the client went away before its answer: it closed the connection or aborted the
// fetch. @hono/node-server aborts the request's signal when the connection closes before
// the response is written; reading the body of such a request then throws (ECONNRESET,
// "aborted"), which is the client's doing, not a fault of ours. app.request() passes the
// caller's signal through the same way.
import type { Context } from 'hono';

export const abortedByClient = (c: Context): boolean => c.req.raw.signal.aborted;
