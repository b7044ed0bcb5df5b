// While the database is away the API answers 503 at once, with when to try again and a
// sentence, instead of a 500 or a request that hangs.
import type { Context } from 'hono';

/** About how long PostgreSQL takes to restart; clients and proxies wait this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The store cannot reach its database just now. Please try again in a few seconds.';

export function databaseUnavailableReply(c: Context): Response {
  c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
}
