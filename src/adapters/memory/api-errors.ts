// The refusals the API fake gives, with the kinds, statuses and sentences the API server
// answers, so a screen built on the fake shows what it will show against the server.
import { describeRefusal, type Refusal } from '../../application/refusals';
import type { ApiError, ApiErrorKind } from '../../ports/api.port';
import { fail, type Result } from '../../domain/result';

const kindOfStatus: Record<number, ApiErrorKind> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
};

/** A use case's refusal as the HTTP adapter would read the API's answer to it. */
export function refusalError(refusal: Refusal): ApiError {
  const { status, message } = describeRefusal(refusal);
  return { kind: kindOfStatus[status] ?? 'invalid', status, message };
}

/** A use case's result as an ApiPort answer. */
export const answerOf = <T>(result: Result<T, Refusal>): Result<T, ApiError> =>
  result.ok ? result : fail(refusalError(result.error));

/** A bad input (400), said by the domain's schemas. */
export const invalid = (message: string): ApiError => ({ kind: 'invalid', status: 400, message });

export const SIMULATED: Readonly<Record<'network' | 'server', ApiError>> = {
  network: {
    kind: 'network',
    message: 'We could not reach the store. Check your connection and try again.',
  },
  server: {
    kind: 'server',
    status: 500,
    message: 'The store ran into a problem. Please try again in a moment.',
  },
};
