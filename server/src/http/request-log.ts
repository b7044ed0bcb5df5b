// One line per request: method, path (e-mails masked; never the query or headers, which may
// hold e-mails or tokens), status and time taken. A request the client gave up on is one
// line saying so, whether or not our handler still produced an answer.
import { createMiddleware } from 'hono/factory';
import { abortedByClient } from './client-abort';
import { loggedPath } from './logged-path';

export function requestLog(log: (line: string) => void) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    const request = `${c.req.method} ${loggedPath(c.req.path)}`;
    if (!abortedByClient(c)) {
      log(`${request} ${c.res.status} ${ms}ms`);
      return;
    }
    // Whether the work was done matters when reading the log (an order placed, or not).
    const answered = c.error === undefined ? ` (answered ${c.res.status}, not delivered)` : '';
    log(`${request} aborted by the client after ${ms}ms${answered}`);
  });
}
