// The API's edge for the use cases' refusals: their status and sentence, written once in
// src/application/refusals.ts, leave as { message, code } through the error handler.
import type { Result } from '../../../src/domain/result';
import { describeRefusal, type Refusal } from '../../../src/application/refusals';
import { fail } from './problem';

export function refuse(refusal: Refusal): never {
  const { status, message } = describeRefusal(refusal);
  return fail(status, message, refusal.code);
}

/** The value of a use case's result, or the refusal as the HTTP answer. */
export function valueOf<T>(result: Result<T, Refusal>): T {
  if (!result.ok) return refuse(result.error);
  return result.value;
}
