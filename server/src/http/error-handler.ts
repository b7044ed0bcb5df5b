// Every failure leaves as { message } with a status a client can act on, a use case's
// refusal also with its code. Refusals are 4xx; only a genuine fault on our side is a 500, and it never echoes internals.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { PaymentGatewayUnavailableError } from '../../../src/application/ports/payment-gateway.port';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { abortedByClient } from './client-abort';
import { databaseUnavailableReply } from './database-unavailable';
import { loggedPath } from './logged-path';
import { Refused } from './problem';

/** PostgreSQL SQLSTATE classes: 22 is bad data, 23 a broken constraint. */
function databaseRefusal(error: unknown): { status: 400 | 409; message: string } | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code.length !== 5) return;
  if (code.startsWith('22'))
    return { status: 400, message: 'A value in the request is not valid.' };
  if (code.startsWith('23')) {
    return { status: 409, message: 'That conflicts with what is already stored.' };
  }
  return undefined;
}

export function errorHandler(log: (line: string) => void): ErrorHandler {
  return (error, c: Context) => {
    if (error instanceof HTTPException) {
      // An answer made whole where it was refused (a 429 with its Retry-After).
      if (error.res) return error.getResponse();
      const message = error.message || 'The request was refused.';
      const code = error instanceof Refused ? error.code : undefined;
      return c.json(code === undefined ? { message } : { message, code }, error.status);
    }
    if (error instanceof PaymentGatewayUnavailableError) {
      log(`payment gateway: ${String(error.cause)}`);
      return c.json({ message: error.message }, 503);
    }
    if (error instanceof DatabaseUnavailableError) {
      log(`database unavailable on ${c.req.method} ${loggedPath(c.req.path)}: ${error.message}`);
      return databaseUnavailableReply(c);
    }
    const refusal = databaseRefusal(error);
    if (refusal) return c.json({ message: refusal.message }, refusal.status);
    // Reading the body of a request the client aborted throws; the request log says so.
    // 499 is nginx's "client closed request": nobody receives it, the connection is gone.
    if (abortedByClient(c)) return new Response(null, { status: 499 });
    log(
      `unhandled error on ${c.req.method} ${loggedPath(c.req.path)}: ${error.stack ?? String(error)}`,
    );
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  };
}

export const notFound: NotFoundHandler = (c) =>
  c.json({ message: `There is no ${c.req.method} ${c.req.path} here.` }, 404);
