// The Idempotency-Key header of the calls that place an order (POST /order, /checkout):
// a retry carrying the key of a request that went through answers that request's order
// instead of placing another. Any visible ASCII (a UUID suits), as header values allow.
import * as v from 'valibot';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const MAX_LENGTH = 200;

export const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.regex(
    new RegExp(`^[\\x21-\\x7e]{1,${MAX_LENGTH}}$`),
    `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${MAX_LENGTH} visible characters without spaces (a new UUID for each order suits).`,
  ),
  v.description(
    `Optional. A key of the caller's, new for each order and the same on every retry of it: a request with a key already used by this account answers that order (201) instead of placing another.`,
  ),
);

/**
 * What an order's request asked for, to tell a retry (the same) from a key used again for
 * another order: the same JSON for the same request whatever the order of its keys.
 */
export function requestFingerprint(request: unknown): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}
