// The refusals the API fake gives, with the kinds, statuses, codes and sentences the API
// server answers, so a screen built on the fake shows what it will show against the server.
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
  return { kind: kindOfStatus[status] ?? 'invalid', status, code: refusal.code, message };
}

/** A use case's result as an ApiPort answer. */
export const answerOf = <T>(result: Result<T, Refusal>): Result<T, ApiError> =>
  result.ok ? result : fail(refusalError(result.error));

/** A bad input (400), said by the domain's schemas. */
export const invalid = (message: string): ApiError => refusalError({ code: 'invalid', message });

/** A store that cannot be reached, or that failed: the API says nothing in either case. */
export const SIMULATED: Readonly<Record<'network' | 'server', ApiError>> = {
  network: { kind: 'network' },
  server: { kind: 'server', status: 500 },
};
