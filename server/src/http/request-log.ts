// One line per request: method, path (never the query or headers, which may hold
// e-mails or tokens), status and time taken.
import { createMiddleware } from 'hono/factory';

export function requestLog(log: (line: string) => void) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  });
}
