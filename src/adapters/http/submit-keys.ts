// The Idempotency-Key of the calls that place an order (POST /order, POST /checkout): one
// key per submit. A submit whose outcome is unknown (no answer, or the store failing) keeps
// its key, so the customer's retry of it, the same request, carries the same key, and if
// the first one went through the server answers that order instead of placing another. A
// different request, or the same one after an answer, is a new submit with a new key.
import { requestFingerprint } from '../../domain/idempotency-key';
import type { ApiErrorKind, ApiResult } from '../../ports/api.port';

type KeyedCall<Input, Reply> = (input: Input, idempotencyKey?: string) => ApiResult<Reply>;

/** The failures after which the order may have been placed: nothing was answered. */
const OUTCOME_UNKNOWN: ReadonlySet<ApiErrorKind> = new Set(['network', 'server']);

/** 128 random bits in hex: getRandomValues, unlike randomUUID, works over plain http too. */
export const randomKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** `call` with a key of its own on every submit that brings none. */
export function keepingSubmitKeys<Input, Reply>(
  call: KeyedCall<Input, Reply>,
  newKey: () => string = randomKey,
): KeyedCall<Input, Reply> {
  const unanswered = new Map<string, string>();
  return async (input, idempotencyKey) => {
    if (idempotencyKey !== undefined) return call(input, idempotencyKey);
    const submit = requestFingerprint(input);
    const key = unanswered.get(submit) ?? newKey();
    unanswered.set(submit, key);
    const answer = await call(input, key);
    if (answer.ok || !OUTCOME_UNKNOWN.has(answer.error.kind)) unanswered.delete(submit);
    return answer;
  };
}
